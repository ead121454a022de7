import { Link } from 'react-router';
import { Modal } from '../Modal.tsx';

/** Priority 2: the free trial is over; membership must be paid (not shown on /payment). */
export function FreeTrialEndedModal() {
  return (
    <Modal title="Your free trial has ended" layer="blocking" testId="free-trial-ended-modal">
      <p>
        We hope you enjoyed your one-month free trial of TBS. To keep trading with close to 3000 verified
        members, please order your membership (from 675 EUR per year).
      </p>
      <div className="form-actions">
        <Link className="button button--primary" to="/payment">
          Pay TBS Membership
        </Link>
      </div>
    </Modal>
  );
}
