import { Link } from 'react-router';
import { Modal } from '../../modals/Modal.tsx';
import { ContractTerms } from '../../components/content/ContractTerms.tsx';

/** The contract terms of the sign-up in a modal with a Close button, linking the /contract page. */
export function RegisterContractModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Contract Terms" onClose={onClose} size="wide" testId="register-contract-modal">
      <div className="register-contract">
        <ContractTerms />
      </div>
      <p>
        <Link to="/contract" target="_blank" rel="noopener" data-testid="register-contract-link">
          Open the contract terms page
        </Link>
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} data-testid="register-contract-close">
          Close
        </button>
      </div>
    </Modal>
  );
}
