import { isSuccess } from '../../api/apiError.ts';
import type { ApiBody } from '../../api/types.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';

/** Inventory successes stay 10 s, failures 5 s (spec part 2, sections 8 and 9). */
export const INVENTORY_SUCCESS_MS = 10_000;
export const INVENTORY_FAILURE_MS = 5_000;

/** After adding or deleting, the list reloads after this wait (spec: 1 to 2 seconds). */
export const INVENTORY_RELOAD_DELAY_MS = 1_500;

/** Wording of spec part 2, section 8, including its own spelling. */
export const INVENTORY_MESSAGES = {
  added: 'Successfully added to your inventory.',
  existingUpdatedTitle: 'Existing part was updated',
  existingUpdatedText:
    'The part you entered already exists in your inventory and the existing part was updated.',
  itemDeleted: 'Item deleted successfully.',
  allDeleted: 'Invetory deleted successfully.',
  saveFailed: 'Part could not be created or updated',
  deleteFailed: 'Part could not be deleted',
  deleteAllFailed: 'Parts could not be deleted',
} as const;

/** "Reason: {server message}" under a failure title. */
export function failureReason(body: ApiBody<unknown>): string {
  return `Reason: ${body.msg ?? 'no answer from the server'}`;
}

/** How a save went, for the snackbar: a new part, an add that updated an existing one, or an edit. */
export type SaveOutcome = 'created' | 'mergedIntoExisting' | 'edited';

/** The success snackbar of a save. */
export function notifyInventorySaved(outcome: SaveOutcome): void {
  if (outcome === 'created') notifySuccess(INVENTORY_MESSAGES.added, undefined, INVENTORY_SUCCESS_MS);
  else
    notifySuccess(
      INVENTORY_MESSAGES.existingUpdatedTitle,
      outcome === 'mergedIntoExisting' ? INVENTORY_MESSAGES.existingUpdatedText : undefined,
      INVENTORY_SUCCESS_MS,
    );
}

/** The failure snackbar of a create or update. */
export function notifyInventorySaveFailed(body: ApiBody<unknown>): void {
  notifyError(INVENTORY_MESSAGES.saveFailed, failureReason(body), INVENTORY_FAILURE_MS);
}

/** The success or failure snackbar of deleting one part. */
export function notifyItemDeleted(body: ApiBody<unknown>): void {
  if (isSuccess(body)) notifySuccess(INVENTORY_MESSAGES.itemDeleted, undefined, INVENTORY_SUCCESS_MS);
  else notifyError(INVENTORY_MESSAGES.deleteFailed, failureReason(body), INVENTORY_FAILURE_MS);
}

/** The success or failure snackbar of deleting the whole inventory. */
export function notifyAllDeleted(body: ApiBody<unknown>): void {
  if (isSuccess(body)) notifySuccess(INVENTORY_MESSAGES.allDeleted, undefined, INVENTORY_SUCCESS_MS);
  else notifyError(INVENTORY_MESSAGES.deleteAllFailed, failureReason(body), INVENTORY_FAILURE_MS);
}
