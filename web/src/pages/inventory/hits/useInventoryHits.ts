import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../../../api/apiError.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { InventoryHitsPayload } from '../../../api/types.ts';
import { getInventoryHits } from '../inventoryApi.ts';

/** The spec's page size of /inventory-hits; the server answers with it too. */
export const INVENTORY_HITS_PAGE_SIZE = 15;

/** One page of GET /api/inventory/hits, newest first; the page before stays shown while the next loads. */
export function useInventoryHits(page: number): UseQueryResult<InventoryHitsPayload> {
  return useQuery({
    queryKey: queryKeys.member.inventoryHits(page),
    queryFn: () => payloadOf(getInventoryHits(page), 'Inventory hits could not be loaded.'),
    placeholderData: keepPreviousData,
  });
}
