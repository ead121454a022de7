import { useEffect, useState } from 'react';
import { getLatestBroadcasts, isSuccess } from '../../api/client.ts';
import type { BroadcastSummary } from '../../api/types.ts';
import { LatestBroadcastsTable } from './LatestBroadcastsTable.tsx';

/** Home shows 5 broadcasts to members and 10 to visitors, without pagination. */
export const homeBroadcastPageSize = (signedIn: boolean) => (signedIn ? 5 : 10);

/** The latest broadcasts (visitors see companies as 'TBS Member', masked by the server). */
export function LatestBroadcasts({ signedIn }: { signedIn: boolean }) {
  const pageSize = homeBroadcastPageSize(signedIn);
  const [loaded, setLoaded] = useState<{ pageSize: number; broadcasts: BroadcastSummary[] } | null>(null);

  useEffect(() => {
    let current = true;
    void getLatestBroadcasts(1, pageSize).then((body) => {
      const broadcasts = isSuccess(body) && body.payload ? body.payload.results : [];
      if (current) setLoaded({ pageSize, broadcasts });
    });
    return () => {
      current = false;
    };
  }, [pageSize]);

  const broadcasts = loaded?.pageSize === pageSize ? loaded.broadcasts : null;
  return (
    <section className="card" data-testid="home-latest-broadcasts">
      <h2>Latest broadcasts</h2>
      {broadcasts === null && <p className="muted">Loading broadcasts...</p>}
      {broadcasts?.length === 0 && <p className="muted">No broadcasts yet.</p>}
      {broadcasts && broadcasts.length > 0 && <LatestBroadcastsTable broadcasts={broadcasts} />}
    </section>
  );
}
