import { Link } from 'react-router';
import { Modal } from '../../modals/Modal.tsx';
import { companyPath, isPlainClick } from '../../router/paths.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { formatMemberSince, TIERS, tierMeaning, type MemberTier, type TierMember } from './tierLists.ts';

interface TierMemberModalProps {
  tier: MemberTier;
  member: TierMember;
  /** Members: show the company's contacts (the company modal). */
  onContact: () => void;
  onClose: () => void;
}

/**
 * A company of a tier list: what the tier means, since when it is a member, how to contact it and its profile.
 * Visitors see no contacts anywhere, so their contact link is the free trial that gives them.
 */
export function TierMemberModal({ tier, member, onContact, onClose }: TierMemberModalProps) {
  const user = useCurrentUser();
  const { name } = TIERS[tier];
  return (
    <Modal title={member.name} onClose={onClose} testId="tier-member-modal">
      <p>
        <span className={`tier-badge tier-badge--${tier}`}>{name}</span>
      </p>
      <p data-testid="tier-member-meaning">{tierMeaning(tier)}</p>
      <dl className="detail-list">
        <dt>Member since</dt>
        <dd>
          <time dateTime={member.sinceDT} data-testid="tier-member-since">
            {formatMemberSince(member.sinceDT)}
          </time>
        </dd>
      </dl>
      <p className="modal-actions">
        {user ? (
          <button type="button" className="button" onClick={onContact} data-testid="tier-member-contact">
            Contact {member.name}
          </button>
        ) : (
          <Link className="button" to="/register" onClick={onClose} data-testid="tier-member-contact">
            Start a free trial to contact this member
          </Link>
        )}
        <Link
          className="button button--primary"
          to={companyPath(member.id)}
          // A ctrl/meta click opens the profile in a new tab and keeps the modal.
          onClick={(event) => {
            if (isPlainClick(event)) onClose();
          }}
          data-testid="tier-member-profile-link"
        >
          View company profile
        </Link>
      </p>
    </Modal>
  );
}
