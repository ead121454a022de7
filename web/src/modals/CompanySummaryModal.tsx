import { Link } from 'react-router';
import type { PartCompany } from '../api/types.ts';
import { CompanyTierBadge } from '../components/parts/CompanyTierBadge.tsx';
import { Modal } from './Modal.tsx';

/** Short company card opened from a parts result: name, tier, country and a profile link. */
export function CompanySummaryModal({ company, onClose }: { company: PartCompany; onClose: () => void }) {
  return (
    <Modal title={company.name} onClose={onClose} testId="company-modal">
      <p>
        <CompanyTierBadge company={company} />
      </p>
      <dl className="detail-list">
        <dt>Country</dt>
        <dd>{company.countryName ?? company.country ?? '—'}</dd>
      </dl>
      {company.id !== undefined && (
        <p>
          <Link className="button button--primary" to={`/companies/${company.id}`} onClick={onClose}>
            View company profile
          </Link>
        </p>
      )}
    </Modal>
  );
}
