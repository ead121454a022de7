import { Link } from 'react-router';
import { useTopSearches } from '../queries/topSearches.ts';
import { partSearchPath } from '../router/paths.ts';
import { Skeleton } from './skeleton/Skeleton.tsx';

/** The most searched part numbers, each linking to a part search (home and /parts). */
export function TopSearches() {
  const { data: topSearches = [], isError: failed, isPending } = useTopSearches();

  return (
    <section className="card" data-testid="home-top-searches">
      <h2>Top searches</h2>
      {isPending ? (
        <Skeleton lines={10} label="Loading the top searches" />
      ) : topSearches.length === 0 ? (
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
