import { useState } from 'react';
import { isSuccess } from '../../../api/apiError.ts';
import type { InventoryItem } from '../../../api/types.ts';
import { deleteAllInventory, deleteInventoryItem } from '../inventoryApi.ts';
import { notifyAllDeleted, notifyItemDeleted } from '../inventoryMessages.ts';
import type { InventoryList } from './useInventoryList.ts';

/** What the confirmation asks about: one part or the whole inventory. */
export type DeleteRequest = { target: 'item'; item: InventoryItem } | { target: 'all' };

export interface InventoryDeletes {
  request: DeleteRequest | null;
  busy: boolean;
  ask: (request: DeleteRequest) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/** Delete one part or all after a confirmation; the list reloads after the spec's wait. */
export function useInventoryDeletes(
  list: InventoryList,
  onDeleted: (id: number | 'all') => void,
): InventoryDeletes {
  const [request, setRequest] = useState<DeleteRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    const target = request.target === 'item' ? request.item.id : 'all';
    const body = target === 'all' ? await deleteAllInventory() : await deleteInventoryItem(target);
    if (target === 'all') notifyAllDeleted(body);
    else notifyItemDeleted(body);
    setBusy(false);
    setRequest(null);
    if (!isSuccess(body)) return;
    list.removeShown(target);
    onDeleted(target);
    list.reloadSoon();
  };

  return { request, busy, ask: setRequest, cancel: () => setRequest(null), confirm };
}
