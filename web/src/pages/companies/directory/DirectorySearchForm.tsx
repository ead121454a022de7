import { useState, type FormEvent } from 'react';
import type { CompanyCountry } from '../map/mapApi.ts';
import { queryProblem, type DirectoryState } from './directoryUrlState.ts';

interface DirectorySearchFormProps {
  /** The search of the URL; the form starts from it (the page remounts the form when it changes). */
  state: DirectoryState;
  /** The countries with member companies and their counts. */
  countries: CompanyCountry[];
  /** Focus the search field (the header's company search opens the page with showSearch=true). */
  autoFocus: boolean;
  onSearch: (next: DirectoryState) => void;
}

/** Company name, contact person or specialty, and a country select that applies at once. */
export function DirectorySearchForm({ state, countries, autoFocus, onSearch }: DirectorySearchFormProps) {
  const [query, setQuery] = useState(state.query);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = queryProblem(query);
    setProblem(found);
    if (!found) onSearch({ ...state, query, page: 1 });
  };

  return (
    <form
      className="card directory-search"
      role="search"
      onSubmit={handleSubmit}
      data-testid="directory-search-form"
    >
      <div className="directory-search-field">
        <input
          type="search"
          aria-label="Search companies"
          placeholder="Company name, contact person or specialty"
          value={query}
          maxLength={100}
          autoFocus={autoFocus}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'directory-search-problem' : undefined}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="directory-search-input"
        />
        {problem && (
          <p id="directory-search-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <label>
        <span className="visually-hidden">Country</span>
        <select
          aria-label="Country"
          value={state.country}
          onChange={(event) => onSearch({ ...state, query, country: event.target.value, page: 1 })}
          data-testid="directory-country-select"
        >
          <option value="">All countries</option>
          {/* A link may name a country without members (any more): it stays selectable. */}
          {state.country && !countries.some((country) => country.code === state.country) && (
            <option value={state.country}>{state.country}</option>
          )}
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.count})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary" data-testid="directory-search-button">
        Search
      </button>
    </form>
  );
}
