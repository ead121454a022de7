import { useCompany } from '../../queries/companies.ts';
import '../../styles/companyFilter.css';

interface CompanyFilterChipProps {
  companyId: number;
  onClear: () => void;
}

/** The company filter of /parts (members only): names the company and clears the filter. */
export function CompanyFilterChip({ companyId, onClear }: CompanyFilterChipProps) {
  const company = useCompany(companyId);
  const name = company.data?.company.name ?? (company.isError ? `company ${companyId}` : '…');
  return (
    <p className="filter-chip" data-testid="parts-company-filter">
      <span>
        Only parts of <strong data-testid="parts-company-filter-name">{name}</strong>
      </span>
      <button
        type="button"
        className="filter-chip-clear"
        onClick={onClear}
        aria-label="Show the parts of all companies"
        title="Show the parts of all companies"
        data-testid="parts-company-filter-clear"
      >
        ×
      </button>
    </p>
  );
}

interface CompanyOnlyButtonProps {
  companyName: string;
  onFilter: () => void;
}

/** The button beside a company in the results that narrows the search to that company's parts. */
export function CompanyOnlyButton({ companyName, onFilter }: CompanyOnlyButtonProps) {
  return (
    <button
      type="button"
      className="link-button company-only"
      onClick={onFilter}
      title={`Show only the parts of ${companyName}`}
      data-testid="parts-company-only"
    >
      Only this company<span className="visually-hidden">: {companyName}</span>
    </button>
  );
}
