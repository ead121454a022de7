import { useCompany } from '../../queries/companies.ts';
import '../../styles/companyFilter.css';

interface BroadcastCompanyFilterProps {
  companyId: number;
  onClear: () => void;
}

/** The company filter of /broadcasts: names the company and clears the filter. */
export function BroadcastCompanyFilter({ companyId, onClear }: BroadcastCompanyFilterProps) {
  const company = useCompany(companyId);
  const name = company.data?.company.name ?? (company.isError ? `company ${companyId}` : '…');
  return (
    <p className="filter-chip" data-testid="broadcast-company-filter">
      <span>
        Only broadcasts of <strong>{name}</strong>
      </span>
      <button
        type="button"
        className="filter-chip-clear"
        onClick={onClear}
        aria-label="Show the broadcasts of all companies"
        title="Show the broadcasts of all companies"
        data-testid="broadcast-company-filter-clear"
      >
        ×
      </button>
    </p>
  );
}
