import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { useCountries } from '../../queries/countries.ts';
import { cleanSearchText } from '../../router/paths.ts';
import {
  canSearch,
  MIN_QUERY_LENGTH,
  QUERY_FIELDS,
  type PartsSearchState,
} from '../../search/partsUrlState.ts';

interface PartsSearchFormProps {
  /** The search of the URL; the form starts from it (the page remounts the form when it changes). */
  state: PartsSearchState;
  isMember: boolean;
  onSearch: (next: PartsSearchState) => void;
}

/** How long typing pauses before the search runs (search as you type). */
export const TYPING_DEBOUNCE_MS = 300;

/** Moves the focus to the first result row (ArrowDown in the search box). */
function focusFirstResult(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'ArrowDown') return;
  const row = document.querySelector<HTMLElement>('[data-testid="parts-row"]');
  if (!row) return;
  event.preventDefault();
  row.focus();
}

/**
 * Standard (one field) or advanced (five fields plus country, members only) parts search form. The first
 * field is InstantSearch's search box: it searches as you type, once typing pauses.
 */
export function PartsSearchForm({ state, isMember, onSearch }: PartsSearchFormProps) {
  const [advanced, setAdvanced] = useState(isMember && state.advanced);
  const [queries, setQueries] = useState(state.queries);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Stable: a new function would make InstantSearch set the widget up again on every render.
  const queryHook = useCallback((query: string, search: (value: string) => void) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => search(query), TYPING_DEBOUNCE_MS);
  }, []);
  const { query: boxQuery, refine } = useSearchBox({ queryHook });
  const firstField = useRef<HTMLInputElement>(null);
  // The search box's term changed elsewhere (back button, a link): the field shows it unless being typed in.
  useEffect(() => {
    if (document.activeElement !== firstField.current)
      setQueries((current) => (current[0] === boxQuery ? current : [boxQuery, ...current.slice(1)]));
  }, [boxQuery]);
  useEffect(() => () => clearTimeout(typing.current), []);
  const [country, setCountry] = useState(state.country);
  const [exactPhrase, setExactPhrase] = useState(state.exactPhrase);
  const [favorites, setFavorites] = useState(isMember && state.favorites);
  const countries = useCountries(advanced);

  const formState = (overrides: Partial<PartsSearchState> = {}): PartsSearchState => ({
    ...state,
    queries: advanced ? queries.map(cleanSearchText) : [cleanSearchText(queries[0] ?? ''), '', '', '', ''],
    country: advanced ? country : '',
    exactPhrase,
    favorites: isMember && favorites,
    advanced,
    page: 1,
    ...overrides,
  });
  const searchable = canSearch(formState());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(typing.current);
    if (searchable) onSearch(formState());
  };

  // A changed checkbox applies at once when there is something to search for.
  const applyOption = (overrides: Partial<PartsSearchState>) => {
    const next = formState(overrides);
    if (canSearch(next)) onSearch(next);
  };

  const setQuery = (index: number, value: string) => {
    setQueries((current) => current.map((query, position) => (position === index ? value : query)));
    // The first term searches as it is typed (debounced in queryHook).
    if (index === 0) refine(cleanSearchText(value));
  };

  const visibleFields = advanced ? QUERY_FIELDS : QUERY_FIELDS.slice(0, 1);

  return (
    <form className="card parts-search" role="search" onSubmit={handleSubmit} data-testid="parts-search-form">
      <div className={advanced ? 'parts-search-fields parts-search-fields--advanced' : 'parts-search-fields'}>
        {visibleFields.map((field, index) => (
          <input
            key={field}
            type="search"
            aria-label={index === 0 ? 'Part number' : `Part number ${index + 1}`}
            placeholder={index === 0 ? 'Search by part number' : `Part number ${index + 1}`}
            value={queries[index] ?? ''}
            onChange={(event) => setQuery(index, event.target.value)}
            ref={index === 0 ? firstField : undefined}
            onKeyDown={index === 0 ? focusFirstResult : undefined}
            autoComplete="off"
            data-testid={index === 0 ? 'parts-search-input' : `parts-search-input-${index + 1}`}
          />
        ))}
        {advanced && (
          <select
            aria-label="Country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            data-testid="parts-country-select"
          >
            <option value="">All countries</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!searchable}
          title={searchable ? undefined : `Enter at least ${MIN_QUERY_LENGTH} characters`}
          data-testid="parts-search-submit"
        >
          Search
        </button>
      </div>
      <div className="parts-search-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={exactPhrase}
            onChange={(event) => {
              setExactPhrase(event.target.checked);
              applyOption({ exactPhrase: event.target.checked });
            }}
            data-testid="parts-exact-phrase"
          />
          Exact matches only
        </label>
        {isMember && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={favorites}
              onChange={(event) => {
                setFavorites(event.target.checked);
                applyOption({ favorites: event.target.checked });
              }}
              data-testid="parts-favorites"
            />
            Favourites only
          </label>
        )}
        {isMember && (
          <button
            type="button"
            className="link-button"
            onClick={() => setAdvanced((current) => !current)}
            data-testid="parts-mode-toggle"
          >
            {advanced ? 'Standard search' : 'Advanced search'}
          </button>
        )}
      </div>
    </form>
  );
}
