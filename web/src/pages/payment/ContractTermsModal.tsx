import { Link } from 'react-router';
import { Modal } from '../../modals/Modal.tsx';
import { ContractTerms } from '../../components/content/ContractTerms.tsx';

/** The contract terms in a modal with a Close button, linking the /contract page. */
export function ContractTermsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Contract Terms" onClose={onClose} size="wide" testId="contract-terms-modal">
      <div className="payment-contract">
        <ContractTerms />
      </div>
      <p>
        <Link to="/contract" target="_blank" rel="noopener">
          Open the contract terms page
        </Link>
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
