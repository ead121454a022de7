import { lazy, Suspense, useState } from 'react';
import { useBroadcastPrices, type BroadcastPricesSearch } from '../../queries/broadcastPrices.ts';
import { useCurrentUser } from '../../stores/session.ts';

// echarts comes with the modal, not with the list page.
const AveragePricesModal = lazy(() => import('./AveragePricesModal.tsx'));

interface AveragePricesButtonProps {
  /** The list's current search (GET /api/broadcasts' names: listType WTB/WTS, type the list id). */
  search: BroadcastPricesSearch;
}

/**
 * The spec's rule: signed-in members searching WTS with a query (2 letters or digits, as the server asks).
 * Also on both lists (All, the default of a part number's "Broadcasts for" link), one click from the part's
 * broadcasts: the prices are the WTS broadcasts' either way. Not on the WTB list.
 */
export function showsAveragePrices(signedIn: boolean, search: BroadcastPricesSearch): boolean {
  const letters = search.query?.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const list = search.listType?.toUpperCase() ?? '';
  return signedIn && (list === 'WTS' || list === 'ALL' || list === '') && letters >= 2;
}

/** "Average prices" next to the search form; the chart opens only once its data is there. */
export function AveragePricesButton({ search }: AveragePricesButtonProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const visible = showsAveragePrices(Boolean(user), search);
  const prices = useBroadcastPrices(search, open && visible);
  if (!visible) return null;

  // Spec: a failed pricing call shows nothing; pressing the button again asks again.
  const loading = open && prices.isFetching;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={loading}
        onClick={() => {
          if (prices.isError) void prices.refetch();
          setOpen(true);
        }}
        data-testid="average-prices-button"
      >
        {loading ? 'Loading prices…' : 'Average prices'}
      </button>
      {open && prices.isSuccess && (
        <Suspense fallback={null}>
          <AveragePricesModal
            query={search.query ?? ''}
            prices={prices.data}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
