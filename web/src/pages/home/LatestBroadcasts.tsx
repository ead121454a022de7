import type { BroadcastPageSize } from '../../api/types.ts';
import { useLiveBroadcasts } from '../../live/useLiveBroadcasts.ts';
import { useLatestBroadcasts } from '../../queries/broadcasts.ts';
import { BroadcastTable } from '../../components/broadcasts/BroadcastTable.tsx';

/** Home shows 5 broadcasts to members and 10 to visitors, without pagination. */
export const homeBroadcastPageSize = (signedIn: boolean): BroadcastPageSize => (signedIn ? 5 : 10);

/** The latest broadcasts (visitors see companies as 'TBS Member', masked by the server). */
export function LatestBroadcasts({ signedIn }: { signedIn: boolean }) {
  const { data, isPending } = useLatestBroadcasts(homeBroadcastPageSize(signedIn));
  useLiveBroadcasts();
  // A failed call reads as "no broadcasts", as the home page has no error message for it.
  const broadcasts = isPending ? null : (data?.results ?? []);
  return (
    <section className="card" data-testid="home-latest-broadcasts">
      <h2>Latest broadcasts</h2>
      {broadcasts === null && <p className="muted">Loading broadcasts...</p>}
      {broadcasts?.length === 0 && <p className="muted">No broadcasts yet.</p>}
      {broadcasts && broadcasts.length > 0 && <BroadcastTable broadcasts={broadcasts} />}
    </section>
  );
}
