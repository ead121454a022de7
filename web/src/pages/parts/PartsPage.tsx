import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { Configure, InstantSearch, useInstantSearch, type ConfigureProps } from 'react-instantsearch';
import type { UiState } from 'instantsearch.js';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberLastPartsSearch } from '../../search/lastPartsSearch.ts';
import {
  partsSearchClient,
  PARTS_INDEX,
  searchParametersOf,
  stateOfUiState,
  uiStateKey,
  uiStateOf,
  type PartsUiState,
} from '../../search/partsSearchClient.ts';
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
import { TopSearches } from '../../components/TopSearches.tsx';
import { CompanyFilterChip } from './CompanyFilter.tsx';
import { PartsRefinements } from './PartsRefinements.tsx';
import { PartsResults } from './PartsResults.tsx';
import { PartsSearchForm } from './PartsSearchForm.tsx';

/**
 * /parts: the URL is the search state, so searches are shareable and the back button works. InstantSearch's
 * widgets (the search box, pagination, refinement lists) hold the first term, the page and the refinements;
 * each change of theirs goes into the URL (replacing the entry while typing), and a URL changed otherwise
 * (back button, a link, the form) goes back into them.
 */
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
  // What the widgets hold (uiStateKey), as they last reported it or were given it from the URL.
  const widgetsKeyRef = useRef(uiStateKey(uiStateOf(state)));

  useEffect(() => {
    rememberLastPartsSearch(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  const search = (next: PartsSearchState) => void navigate(partsSearchHref(next));
  // Remount the form when the URL's other fields change (back button, top-search link) so it shows them;
  // the first term is the search box's own and changes as it is typed.
  const formKey = serialisePartsSearch({
    ...state,
    queries: ['', ...state.queries.slice(1)],
    manufacturer: '',
    condition: '',
    noTypos: false,
    page: 1,
  });

  const onStateChange = ({
    uiState,
    setUiState,
  }: {
    uiState: UiState;
    setUiState: (ui: UiState) => void;
  }) => {
    setUiState(uiState);
    const ui = (uiState[PARTS_INDEX] ?? {}) as PartsUiState;
    widgetsKeyRef.current = uiStateKey(ui);
    const next = stateOfUiState(ui, state);
    if (serialisePartsSearch(next) === serialisePartsSearch(state)) return;
    // Typing replaces the history entry; a new page or refinement is a step back can return to.
    const typing = next.queries[0] !== state.queries[0];
    void navigate(partsSearchHref(next), { replace: typing });
  };

  return (
    <section className="page parts-page" data-testid="parts-page">
      <h1>Parts search</h1>
      <InstantSearch
        searchClient={partsSearchClient}
        indexName={PARTS_INDEX}
        initialUiState={{ [PARTS_INDEX]: uiStateOf(state) } as UiState}
        onStateChange={onStateChange}
        // A widget that unmounts (the form remounting) keeps its state: the term stays searched.
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure {...(searchParametersOf(state) as ConfigureProps)} />
        <UrlToWidgets state={state} widgetsKeyRef={widgetsKeyRef} />
        <PartsSearchForm key={formKey} state={state} isMember={isMember} onSearch={search} />
        {state.companyId && (
          <CompanyFilterChip
            companyId={Number(state.companyId)}
            onClear={() => search({ ...state, companyId: '', page: 1 })}
          />
        )}
        {canSearch(state) ? (
          <div className="parts-layout parts-results-slot">
            <PartsRefinements isMember={isMember} />
            <PartsResults state={state} isMember={isMember} onChange={search} />
          </div>
        ) : (
          <p className="muted" data-testid="parts-hint">
            Enter a part number of at least 2 characters to search the stock of all members.
          </p>
        )}
      </InstantSearch>
      <TopSearches />
    </section>
  );
}

/** Puts a URL state the widgets do not hold yet (back button, a link, the form) into them. */
function UrlToWidgets({
  state,
  widgetsKeyRef,
}: {
  state: PartsSearchState;
  widgetsKeyRef: RefObject<string>;
}) {
  const { setIndexUiState } = useInstantSearch();
  const wanted = uiStateOf(state);
  const wantedKey = uiStateKey(wanted);
  useEffect(() => {
    if (wantedKey === widgetsKeyRef.current) return;
    widgetsKeyRef.current = wantedKey;
    setIndexUiState((current) => ({ ...current, ...wanted }));
    // wanted is derived from wantedKey's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKey, setIndexUiState]);
  return null;
}
