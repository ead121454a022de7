import { useState } from 'react';
import { isSuccess } from '../../../api/apiError.ts';
import { createSavedSearch, refreshSavedSearches } from '../../../queries/savedSearches.ts';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';

/** The current broadcast search as the list page knows it (URL names: listType is the list, type the side). */
export interface CurrentBroadcastSearch {
  query: string;
  listType?: string;
  type?: string;
  companyId?: number;
}

const listIdOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const sideOf = (value: string | undefined) => {
  const side = value?.toUpperCase();
  return side === 'WTB' || side === 'WTS' ? side : undefined;
};

/** "Save": keeps the current search; new matching broadcasts are mailed at once (switchable to a daily digest). */
export function SaveSearchButton({ search }: { search: CurrentBroadcastSearch }) {
  const [busy, setBusy] = useState(false);
  const nothingToSave = !search.query.trim() && search.companyId === undefined;

  const save = async () => {
    setBusy(true);
    const body = await createSavedSearch({
      query: search.query.trim(),
      listType: listIdOf(search.listType),
      type: sideOf(search.type),
      companyId: search.companyId,
    });
    setBusy(false);
    if (isSuccess(body) && body.payload) {
      notifySuccess(body.payload.alreadySaved ? 'This search was already saved' : 'Search saved');
      void refreshSavedSearches();
    } else {
      notifyError('Saved Search could not be created', body.msg);
    }
  };

  return (
    <button
      type="button"
      className="button"
      onClick={() => void save()}
      disabled={busy || nothingToSave}
      title={
        nothingToSave ? 'Search for words or a part number first' : 'Get new matching broadcasts by e-mail'
      }
      data-testid="save-search-button"
    >
      Save
    </button>
  );
}
