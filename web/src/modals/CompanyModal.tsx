import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getCompany, isSuccess } from '../api/client.ts';
import type { CompanyContact, CompanyProfile, PartCompany } from '../api/types.ts';
import { CompanyBody } from '../components/company/CompanyBody.tsx';
import { CompanyTierBadge } from '../components/parts/CompanyTierBadge.tsx';
import { companyPath, isPlainClick } from '../router/paths.ts';
import { Modal } from './Modal.tsx';

interface CompanyModalProps {
  /** The company as the parts result shows it; its id loads the full body. */
  company: PartCompany & { id: number };
  onClose: () => void;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; company: CompanyProfile; contacts: CompanyContact[] };

/** The company body in a modal (from a parts result), with a link to the company page. */
export function CompanyModal({ company, onClose }: CompanyModalProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    setLoaded({ state: 'loading' });
    void getCompany(company.id).then((body) => {
      if (!active) return;
      // The spec treats any answer but 200 as "not found".
      if (isSuccess(body) && body.company) {
        setLoaded({ state: 'ready', company: body.company, contacts: body.contacts ?? [] });
      } else {
        setLoaded({ state: 'failed' });
      }
    });
    return () => {
      active = false;
    };
  }, [company.id]);

  const href = companyPath(company.id);
  return (
    <Modal title={company.name} onClose={onClose} testId="company-modal" size="wide">
      {loaded.state === 'ready' ? (
        <CompanyBody company={loaded.company} contacts={loaded.contacts} />
      ) : (
        <>
          <p>
            <CompanyTierBadge company={company} /> {company.countryName ?? company.country}
          </p>
          <p className="muted" role={loaded.state === 'failed' ? 'alert' : 'status'}>
            {loaded.state === 'failed' ? 'Company not found.' : 'Loading company details…'}
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
