import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../../stores/session.ts';
import './companiesMapPanel.css';

// The map's code, the world atlas and the markers load on the first "Show map" only: the directory does not pay.
const CompaniesMap = lazy(() => import('./CompaniesMap.tsx'));

/**
 * The companies map of /companies: members only (the server answers visitors 401 as well), hidden until shown,
 * loaded on first show, with show, hide and reset buttons. `country` is the directory's country select (ISO
 * code, '' for none): choosing one recentres and zooms the map to it.
 */
export function CompaniesMapPanel({ country }: { country: string }) {
  const user = useCurrentUser();
  const [shown, setShown] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [resets, setResets] = useState(0);
  if (!user) return null;

  const show = () => {
    setShown(true);
    setLoaded(true);
  };

  return (
    <section className="companies-map-panel" aria-label="Companies map" data-testid="companies-map-panel">
      <div className="companies-map-panel__buttons">
        {shown ? (
          <button type="button" className="button" onClick={() => setShown(false)}>
            Hide map
          </button>
        ) : (
          <button type="button" className="button" onClick={show}>
            Show map
          </button>
        )}
        {shown && (
          <button type="button" className="button" onClick={() => setResets((count) => count + 1)}>
            Reset map
          </button>
        )}
      </div>
      {/* Hidden, not unmounted: showing it again keeps where the member left it. */}
      {loaded && (
        <div hidden={!shown}>
          <Suspense fallback={<p className="muted">Loading the map…</p>}>
            <CompaniesMap country={country} resets={resets} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
