import { useState } from 'react';
import { Link } from 'react-router';
import { isSuccess } from '../../../api/apiError.ts';
import { formatShortDateTime } from '../../../format/dates.ts';
import { ConfirmActionModal } from '../../../modals/compose/ConfirmActionModal.tsx';
import {
  refreshSavedSearches,
  removeSavedSearch,
  savedSearchHref,
  updateSavedSearchNotificationType,
  useSavedSearches,
  type SavedSearch,
} from '../../../queries/savedSearches.ts';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';
import { Skeleton } from '../../../components/skeleton/Skeleton.tsx';

const EMPTY_TEXT = 'No Saved searches yet, create one with Save';

/** What a saved search looks for, beyond its words: side, list and company. */
function describe(savedSearch: SavedSearch): string {
  const filters = [
    savedSearch.broadcastType,
    savedSearch.broadcastListName,
    savedSearch.companyName && `from ${savedSearch.companyName}`,
  ].filter(Boolean);
  return filters.join(' · ');
}

/**
 * The Saved Searches tab: Saved Search (a click runs it), Created on, Last Hit, Get Updates (immediately or
 * a daily digest) and Actions (remove, after a confirmation).
 */
export function SavedSearchesTab() {
  const { data, isPending, isError } = useSavedSearches();
  const [removing, setRemoving] = useState<SavedSearch | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const switchDelivery = async (savedSearch: SavedSearch, isDigest: boolean) => {
    setBusyId(savedSearch.id);
    const body = await updateSavedSearchNotificationType(savedSearch.id, isDigest);
    setBusyId(null);
    if (isSuccess(body)) void refreshSavedSearches();
    else notifyError('Saved Search could not be updated', body.msg);
  };

  const remove = async (savedSearch: SavedSearch) => {
    setBusyId(savedSearch.id);
    const body = await removeSavedSearch(savedSearch.id);
    setBusyId(null);
    setRemoving(null);
    if (isSuccess(body)) {
      notifySuccess('Saved search removed');
      void refreshSavedSearches();
    } else {
      notifyError('Saved Search could not be removed', body.msg);
    }
  };

  if (isPending) return <Skeleton blocks={4} blockHeight={44} lines={0} label="Loading saved searches" />;
  if (isError)
    return <p className="field-error">Your saved searches could not be loaded. Please try again.</p>;
  if (!data.length) {
    return (
      <p className="card muted" data-testid="saved-searches-empty">
        {EMPTY_TEXT}
      </p>
    );
  }

  return (
    <div className="table-scroll">
      <table className="data-table saved-searches-table" data-testid="saved-searches-table">
        <thead>
          <tr>
            <th scope="col">Saved Search</th>
            <th scope="col">Created on</th>
            <th scope="col">Last Hit</th>
            <th scope="col">Get Updates</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {data.map((savedSearch) => {
            const filters = describe(savedSearch);
            return (
              <tr key={savedSearch.id} data-testid="saved-search-row">
                <td>
                  <Link to={savedSearchHref(savedSearch)} data-testid="saved-search-run">
                    {savedSearch.search || '(any words)'}
                  </Link>
                  {filters && <div className="muted">{filters}</div>}
                </td>
                <td>{formatShortDateTime(savedSearch.created)}</td>
                <td data-testid="saved-search-last-hit">
                  {savedSearch.lastHit ? formatShortDateTime(savedSearch.lastHit) : '-'}
                </td>
                <td>
                  <select
                    aria-label={`Get updates for ${savedSearch.search}`}
                    value={savedSearch.isDigest ? 'digest' : 'immediate'}
                    disabled={busyId === savedSearch.id}
                    onChange={(event) => void switchDelivery(savedSearch, event.target.value === 'digest')}
                    data-testid="saved-search-delivery"
                  >
                    <option value="immediate">Immediately</option>
                    <option value="digest">Daily digest</option>
                  </select>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() => setRemoving(savedSearch)}
                    disabled={busyId === savedSearch.id}
                    data-testid="saved-search-remove"
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {removing && (
        <ConfirmActionModal
          title="Remove saved search"
          confirmLabel="Remove"
          danger
          busy={busyId === removing.id}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
          testId="confirm-remove-saved-search"
        >
          <p>
            Remove the saved search <strong>{removing.search || describe(removing)}</strong>? You will get no
            more updates for it.
          </p>
        </ConfirmActionModal>
      )}
    </div>
  );
}
