import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getTopSearches, isSuccess } from '../../api/client.ts';
import type { TopSearch } from '../../api/types.ts';
import { partSearchPath } from '../../router/paths.ts';
import { notifyError, SNACKBAR_TIMEOUT_MS } from '../../stores/snackbars.ts';

/** The spec's error when GET /api/misc/topsearches fails (part 2, section 8: shown 5 s). */
export const TOP_SEARCHES_ERROR = 'Error fetching top searches';

/** The most searched part numbers, each linking to a part search (home and /parts). */
export function TopSearches() {
  const [topSearches, setTopSearches] = useState<TopSearch[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Ignore the answer after unmount (and StrictMode's first run), so a failure shows one snackbar.
    let active = true;
    void getTopSearches().then((body) => {
      if (!active) return;
      if (isSuccess(body) && Array.isArray(body.payload)) {
        setTopSearches(body.payload);
      } else {
        setFailed(true);
        notifyError(TOP_SEARCHES_ERROR, undefined, SNACKBAR_TIMEOUT_MS.error);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="card" data-testid="home-top-searches">
      <h2>Top searches</h2>
      {topSearches.length === 0 ? (
        <p className="muted">
          {failed ? 'Top searches are not available right now.' : 'No top searches yet.'}
        </p>
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
