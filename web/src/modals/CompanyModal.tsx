import { Link } from 'react-router';
import type { PartCompany } from '../api/types.ts';
import { CompanyBody } from '../components/company/CompanyBody.tsx';
import { CompanyTierBadge } from '../components/parts/CompanyTierBadge.tsx';
import { useCompany } from '../queries/companies.ts';
import { companyPath, isPlainClick } from '../router/paths.ts';
import { Modal } from './Modal.tsx';

interface CompanyModalProps {
  /** The company as the parts result shows it; its id loads the full body. */
  company: PartCompany & { id: number };
  onClose: () => void;
}

/** The company body in a modal (from a parts result), with a link to the company page. */
export function CompanyModal({ company, onClose }: CompanyModalProps) {
  const { data: details, isError } = useCompany(company.id);

  const href = companyPath(company.id);
  return (
    <Modal title={company.name} onClose={onClose} testId="company-modal" size="wide">
      {details ? (
        <CompanyBody company={details.company} contacts={details.contacts} />
      ) : (
        <>
          <p>
            <CompanyTierBadge company={company} /> {company.countryName ?? company.country}
          </p>
          {/* The spec treats any answer but 200 as "not found". */}
          <p className="muted" role={isError ? 'alert' : 'status'}>
            {isError ? 'Company not found.' : 'Loading company details…'}
          </p>
        </>
      )}
      <p className="modal-actions">
        <Link
          className="button button--primary"
          to={href}
          // A ctrl/meta click opens the page in a new tab and keeps the modal.
          onClick={(event) => {
            if (isPlainClick(event)) onClose();
          }}
          data-testid="company-page-link"
        >
          Open company page
        </Link>
      </p>
    </Modal>
  );
}
