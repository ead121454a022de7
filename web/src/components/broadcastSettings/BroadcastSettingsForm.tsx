import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isSuccess, payloadOf } from '../../api/apiError.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import './broadcastSettings.css';
import {
  BROADCAST_SETTINGS_QUERY_KEY,
  DELIVERY_TYPES,
  getBroadcastSettings,
  updateBroadcastSettings,
  type BroadcastSetting,
  type BroadcastSettings,
  type DeliveryType,
} from './broadcastSettingsApi.ts';

const SETS = ['primary', 'alternate'] as const;
type EmailSet = (typeof SETS)[number];

const FAILURE_TITLE = 'Broadcast settings were not updated';
const FAILURE_MESSAGE = 'If the problem persists please contact the provider';

/**
 * The 13 lists with Standard, Digest or No email for the primary and the alternate address. Save sends every
 * setting of both sets; `onSaved` runs after the success snackbar (the modal closes then).
 */
export function BroadcastSettingsForm({ onSaved }: { onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: BROADCAST_SETTINGS_QUERY_KEY,
    queryFn: () => payloadOf(getBroadcastSettings()),
    staleTime: 0,
  });
  // The member's unsaved choices; until the first one, the settings as loaded.
  const [edited, setEdited] = useState<BroadcastSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = edited ?? query.data ?? null;

  if (query.isError) return <p data-testid="broadcast-settings-error">{query.error.message}</p>;
  // Sized like the form: the 13 lists' rows and the Save button, so nothing moves when it arrives.
  if (!draft)
    return (
      <Skeleton
        lines={0}
        blocks={14}
        blockHeight={36}
        label="Loading broadcast settings"
        testId="broadcast-settings-skeleton"
      />
    );

  const choose = (set: EmailSet, listId: number, type: DeliveryType) =>
    setEdited({
      ...draft,
      [set]: draft[set].map((setting: BroadcastSetting) =>
        setting.listId === listId ? { ...setting, type } : setting,
      ),
    });

  const save = async () => {
    setSaving(true);
    const body = await updateBroadcastSettings({ primary: draft.primary, alternate: draft.alternate });
    setSaving(false);
    if (isSuccess(body)) {
      notifySuccess('Broadcast settings successfully updated');
      await queryClient.invalidateQueries({ queryKey: BROADCAST_SETTINGS_QUERY_KEY });
      setEdited(null);
      onSaved?.();
    } else {
      notifyError(FAILURE_TITLE, body.msg ? `${body.msg}. ${FAILURE_MESSAGE}` : FAILURE_MESSAGE);
    }
  };

  const addressOf: Record<EmailSet, string | null> = {
    primary: draft.primaryEmail,
    alternate: draft.alternateEmail,
  };
  return (
    <form
      className="broadcast-settings"
      data-testid="broadcast-settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p>
        Choose per list how broadcasts reach you: <strong>Standard</strong> mails each broadcast at once,{' '}
        <strong>Digest</strong> once a day in one mail, <strong>No email</strong> never.
      </p>
      {!draft.alternateEmail && (
        <p className="broadcast-settings-note" data-testid="broadcast-settings-no-alternate">
          You have no alternate e-mail address: the alternate settings apply once one is added to your
          contact.
        </p>
      )}
      <div className="table-scroll">
        <table className="data-table broadcast-settings-table">
          <thead>
            <tr>
              <th scope="col">List</th>
              {SETS.map((set) => (
                <th scope="col" key={set}>
                  {set === 'primary' ? 'Primary e-mail' : 'Alternate e-mail'}
                  <br />
                  <small>{addressOf[set] ?? 'none'}</small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.primary.map((row) => (
              <tr key={row.listId} data-testid={`broadcast-setting-${row.listId}`}>
                <th scope="row">{row.label}</th>
                {SETS.map((set) => {
                  const current = draft[set].find((setting) => setting.listId === row.listId)?.type ?? 2;
                  return (
                    <td key={set}>
                      <div role="radiogroup" aria-label={`${row.label}, ${set} e-mail`}>
                        {DELIVERY_TYPES.map(({ type, label }) => (
                          <label key={type} className="broadcast-settings-choice">
                            <input
                              type="radio"
                              name={`${set}-${row.listId}`}
                              value={type}
                              checked={current === type}
                              onChange={() => choose(set, row.listId, type)}
                            />{' '}
                            {label}
                          </label>
                        ))}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={saving}
        data-testid="broadcast-settings-save"
      >
        Save
      </button>
    </form>
  );
}
