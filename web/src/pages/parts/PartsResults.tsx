import { useState } from 'react';
import { Pagination, useHits, useInstantSearch } from 'react-instantsearch';
import { Link } from 'react-router';
import type { PartCompany } from '../../api/types.ts';
import { PageSizeSelect } from '../../components/pagination/PageSizeSelect.tsx';
import { RegisterPrompt } from '../../components/parts/RegisterPrompt.tsx';
import { CURRENCIES, isCurrency } from '@tbs/rules';
import { CompanyModalLoader } from '../../modals/CompanyModalLoader.tsx';
import { RfqModalLoader } from '../../modals/rfq/RfqModalLoader.tsx';
import { partSearchPath } from '../../router/paths.ts';
import { partsResultOf, type PartSearchHit } from '../../search/partsSearchClient.ts';
import {
  partsSearchHref,
  searchTerms,
  toggleSort,
  type PartsSearchState,
} from '../../search/partsUrlState.ts';
import { useSettings } from '../../queries/settings.ts';
import { usePartsPreferences } from '../../stores/partsPreferences.ts';
import { PartsTable } from './PartsTable.tsx';
import { Skeleton, Spinner } from '../../components/skeleton/Skeleton.tsx';

interface PartsResultsProps {
  state: PartsSearchState;
  isMember: boolean;
  onChange: (next: PartsSearchState) => void;
}

/** Toolbar, one section per term and pagination, from the InstantSearch results. */
export function PartsResults({ state, isMember, onChange }: PartsResultsProps) {
  const { results, status, error } = useInstantSearch({ catchError: true });
  // The first section's hits as InstantSearch's Hits connector gives them.
  const { items: firstHits } = useHits<PartSearchHit>({ escapeHTML: false });
  const rates = useSettings()?.rates ?? null;
  const { currency, setCurrency, setPageSize } = usePartsPreferences();
  const [rfqPartId, setRfqPartId] = useState<PartSearchHit['id'] | null>(null);
  const [company, setCompany] = useState<(PartCompany & { id: number }) | null>(null);

  const result = partsResultOf(results);
  const loading = status === 'loading' || status === 'stalled';

  if (error) {
    return (
      <div className="card parts-message" role="alert" data-testid="parts-error">
        {error.message}
      </div>
    );
  }
  if (!result?.searched) {
    return <Skeleton blocks={8} blockHeight={64} lines={0} label="Searching" />;
  }

  const multiTerm = searchTerms(state).length > 1;
  const largestSection = Math.max(0, ...result.sections.map((section) => section.numResults));
  const corrected = result.sections[0]?.correctedQuery;

  return (
    <div className={loading ? 'parts-results parts-results--loading' : 'parts-results'} aria-busy={loading}>
      <div className="parts-toolbar">
        <p className="parts-total" data-testid="parts-total">
          {result.nbHits} {result.nbHits === 1 ? 'result' : 'results'}
          {multiTerm && ` for ${result.sections.map((section) => `"${section.query}"`).join(', ')}`}
        </p>
        {loading && <Spinner label="Updating the results…" />}
        <label>
          Currency{' '}
          <select
            value={currency}
            onChange={(event) => {
              if (isCurrency(event.target.value)) setCurrency(event.target.value);
            }}
            data-testid="currency-select"
          >
            {CURRENCIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <PageSizeSelect
          value={state.pageSize}
          onChange={(pageSize) => {
            setPageSize(pageSize);
            onChange({ ...state, pageSize, page: 1 });
          }}
          testId="page-size-select"
        />
      </div>

      {corrected && (
        <p className="card parts-corrected" role="status" data-testid="parts-corrected">
          Showing results for <strong>{corrected}</strong>.{' '}
          <Link to={partsSearchHref({ ...state, noTypos: true, page: 1 })} data-testid="parts-search-instead">
            Search instead for {result.sections[0]!.query}
          </Link>
        </p>
      )}

      {!isMember && (
        <RegisterPrompt text="Company names are shown to members only. Register for a free 1-month trial to see who stocks these parts and to send requests for quote." />
      )}

      {result.sections.map((section, index) => (
        <section key={section.query} className="card parts-section" data-testid="parts-section">
          <header className="parts-section-header">
            <h2>
              {section.query} <span className="badge">{section.numResults}</span>
            </h2>
            {multiTerm && (
              <Link to={partSearchPath(section.query)} data-testid="parts-section-link">
                Search only for {section.query}
              </Link>
            )}
          </header>
          {section.hits.length === 0 ? (
            <p className="muted" data-testid="parts-empty">
              No results found for this query, please broaden your search
            </p>
          ) : (
            <PartsTable
              hits={index === 0 ? firstHits : section.hits}
              sort={state.sort}
              order={state.order}
              onSort={(sort) => onChange(toggleSort(state, sort))}
              currency={currency}
              rates={rates}
              isMember={isMember}
              onRfq={setRfqPartId}
              onCompany={setCompany}
              onCompanyFilter={
                state.companyId
                  ? undefined
                  : (companyId) => onChange({ ...state, companyId: String(companyId), page: 1 })
              }
            />
          )}
        </section>
      ))}

      {largestSection > state.pageSize && (
        <nav aria-label="Pagination" data-testid="pagination">
          <Pagination
            padding={2}
            classNames={{
              list: 'parts-pagination',
              selectedItem: 'parts-pagination--selected',
              disabledItem: 'parts-pagination--disabled',
            }}
          />
        </nav>
      )}

      {rfqPartId !== null && <RfqModalLoader partId={rfqPartId} onClose={() => setRfqPartId(null)} />}
      {company && <CompanyModalLoader company={company} onClose={() => setCompany(null)} />}
    </div>
  );
}
