import { useEffect, useMemo } from 'react';
import { Configure, InstantSearch, type ConfigureProps } from 'react-instantsearch';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberLastPartsSearch } from '../../search/lastPartsSearch.ts';
import { partsSearchClient, PARTS_INDEX, searchParametersOf } from '../../search/partsSearchClient.ts';
import {
  canSearch,
  parsePartsSearch,
  partsSearchHref,
  serialisePartsSearch,
  visitorSearchState,
  type PartsSearchState,
} from '../../search/partsUrlState.ts';
import { usePartsPreferences } from '../../stores/partsPreferences.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { TopSearches } from '../home/TopSearches.tsx';
import { CompanyFilterChip } from './CompanyFilter.tsx';
import { PartsResults } from './PartsResults.tsx';
import { PartsSearchForm } from './PartsSearchForm.tsx';

/** /parts: the URL is the search state, so searches are shareable and the back button works. */
export function PartsPage() {
  const user = useCurrentUser();
  const isMember = user !== null;
  const [params] = useSearchParams();
  const storedPageSize = usePartsPreferences((preferences) => preferences.pageSize);
  const state = useMemo(() => {
    const parsed = parsePartsSearch(params, storedPageSize);
    // A member's link opened by a visitor searches its first term only, without the members' filters.
    return isMember ? parsed : visitorSearchState(parsed);
  }, [params, storedPageSize, isMember]);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    rememberLastPartsSearch(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  const search = (next: PartsSearchState) => void navigate(partsSearchHref(next));
  // Remount the form when the URL's terms change (back button, top-search link) so it shows them.
  const formKey = serialisePartsSearch(state);

  return (
    <section className="page parts-page" data-testid="parts-page">
      <h1>Parts search</h1>
      <PartsSearchForm key={formKey} state={state} isMember={isMember} onSearch={search} />
      {state.companyId && (
        <CompanyFilterChip
          companyId={Number(state.companyId)}
          onClear={() => search({ ...state, companyId: '', page: 1 })}
        />
      )}
      {canSearch(state) ? (
        <div className="parts-results-slot">
          <InstantSearch searchClient={partsSearchClient} indexName={PARTS_INDEX}>
            <Configure {...(searchParametersOf(state) as ConfigureProps)} />
            <PartsResults state={state} isMember={isMember} onChange={search} />
          </InstantSearch>
        </div>
      ) : (
        <p className="muted" data-testid="parts-hint">
          Enter a part number of at least 2 characters to search the stock of all members.
        </p>
      )}
      <TopSearches />
    </section>
  );
}
