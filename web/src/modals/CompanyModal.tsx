import { Link } from 'react-router';
import type { Flag } from '../api/types.ts';
import { CompanyBody } from '../components/company/CompanyBody.tsx';
import { CompanyTierBadge } from '../components/parts/CompanyTierBadge.tsx';
import { useCompany } from '../queries/companies.ts';
import { companyPath, isPlainClick } from '../router/paths.ts';
import { Modal } from './Modal.tsx';

/**
 * The company as the opener knows it: id and name at least (services, tier lists, broadcasts), or a parts
 * result's company with its country and tier, shown while the full body loads.
 */
export type CompanyModalCompany = {
  id: number;
  name: string;
  country?: string | null;
  countryName?: string | null;
  isTrusted?: Flag;
  isGold?: Flag;
  isDiamond?: Flag;
};

interface CompanyModalProps {
  company: CompanyModalCompany;
  onClose: () => void;
}

/**
 * The company body in modal mode (from parts, broadcasts, services and the tier lists), with a link to the
 * company page; the server decides what a visitor sees.
 */
export function CompanyModal({ company, onClose }: CompanyModalProps) {
  const { data: details, isError } = useCompany(company.id);
  const place = company.countryName ?? company.country;

  return (
    <Modal title={details?.company.name ?? company.name} onClose={onClose} testId="company-modal" size="wide">
      {details ? (
        <CompanyBody company={details.company} contacts={details.contacts} mode="modal" />
      ) : (
        <>
          {(place || company.isTrusted !== undefined) && (
            <p>
              <CompanyTierBadge company={company} /> {place}
            </p>
          )}
          {/* The spec treats any answer but 200 as "not found". */}
          <p className="muted" role={isError ? 'alert' : 'status'}>
            {isError ? 'Company not found.' : 'Loading company details…'}
          </p>
        </>
      )}
      {!isError && (
        <p className="modal-actions">
          <Link
            className="button button--primary"
            to={companyPath(company.id)}
            // A ctrl/meta click opens the page in a new tab and keeps the modal.
            onClick={(event) => {
              if (isPlainClick(event)) onClose();
            }}
            data-testid="company-page-link"
          >
            Open company page
          </Link>
        </p>
      )}
    </Modal>
  );
}
