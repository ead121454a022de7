import { useEffect, useState } from 'react';
import { isSuccess } from '../../../api/client.ts';
import type { InventoryHitsPayload } from '../../../api/types.ts';
import { getInventoryHits } from '../inventoryApi.ts';

/** The spec's page size of /inventory-hits; the server answers with it too. */
export const INVENTORY_HITS_PAGE_SIZE = 15;

export type HitsLoad =
  | { state: 'loading' }
  | { state: 'loaded'; hits: InventoryHitsPayload }
  | { state: 'failed'; message: string };

/** One page of GET /api/inventory/hits, newest first. */
export function useInventoryHits(page: number): HitsLoad {
  const [load, setLoad] = useState<HitsLoad>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    void getInventoryHits(page).then((body) => {
      if (!active) return;
      if (isSuccess(body) && body.payload) setLoad({ state: 'loaded', hits: body.payload });
      else setLoad({ state: 'failed', message: body.msg ?? 'Inventory hits could not be loaded.' });
    });
    return () => {
      active = false;
    };
  }, [page]);

  return load;
}
