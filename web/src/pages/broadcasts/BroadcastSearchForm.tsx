import { useState, type FormEvent } from 'react';
import { BROADCAST_LISTS } from './broadcastLists.ts';
import type { BroadcastSearchState, BroadcastSide } from './broadcastUrlState.ts';

interface BroadcastSearchFormProps {
  /** The search of the URL; the form starts from it (the page remounts the form when it changes). */
  state: BroadcastSearchState;
  onSearch: (next: BroadcastSearchState) => void;
}

/** Query, list type (All/WTB/WTS), broadcast category and exact phrase; a changed select applies at once. */
export function BroadcastSearchForm({ state, onSearch }: BroadcastSearchFormProps) {
  const [query, setQuery] = useState(state.query);
  const formState = (overrides: Partial<BroadcastSearchState> = {}): BroadcastSearchState => ({
    ...state,
    query,
    page: 1,
    possibleMatchId: null,
    ...overrides,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(formState());
  };

  return (
    <form
      className="card broadcast-search"
      role="search"
      onSubmit={handleSubmit}
      data-testid="broadcast-search-form"
    >
      <input
        type="search"
        aria-label="Search broadcasts"
        placeholder="Search broadcasts by part number or words"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="broadcast-search-input"
      />
      <label>
        <span className="visually-hidden">List type</span>
        <select
          aria-label="List type"
          value={state.side ?? ''}
          onChange={(event) =>
            onSearch(formState({ side: (event.target.value || null) as BroadcastSide | null }))
          }
          data-testid="broadcast-type-select"
        >
          <option value="">All</option>
          <option value="WTB">WTB</option>
          <option value="WTS">WTS</option>
        </select>
      </label>
      <label>
        <span className="visually-hidden">Broadcast category</span>
        <select
          aria-label="Broadcast category"
          value={state.listId ?? ''}
          onChange={(event) =>
            onSearch(formState({ listId: event.target.value ? Number(event.target.value) : null }))
          }
          data-testid="broadcast-list-select"
        >
          <option value="">All categories</option>
          {BROADCAST_LISTS.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.exactPhrase}
          onChange={(event) => onSearch(formState({ exactPhrase: event.target.checked }))}
          data-testid="broadcast-exact-phrase"
        />
        Exact phrase
      </label>
      <button type="submit" className="button button--primary" data-testid="broadcast-search-submit">
        Search
      </button>
    </form>
  );
}
