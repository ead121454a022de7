import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getTopSearches, isSuccess } from '../../api/client.ts';
import type { TopSearch } from '../../api/types.ts';
import { partSearchPath } from '../../router/paths.ts';

/** The most searched part numbers, each linking to a part search. */
export function TopSearches() {
  const [topSearches, setTopSearches] = useState<TopSearch[]>([]);

  useEffect(() => {
    void getTopSearches().then((body) => {
      if (isSuccess(body) && body.payload) setTopSearches(body.payload);
    });
  }, []);

  return (
    <section className="card" data-testid="home-top-searches">
      <h2>Top searches</h2>
      {topSearches.length === 0 ? (
        <p className="muted">No top searches yet.</p>
      ) : (
        <ol className="top-searches">
          {topSearches.map((search) => (
            <li key={search.partnumber}>
              <Link to={partSearchPath(search.partnumber)}>{search.partnumber}</Link>
              {search.description && <span className="muted"> {search.description}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
