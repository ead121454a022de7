import { CURRENCIES } from '@tbs/rules';
import { ComposeBroadcastSchema } from '@tbs/rules/forms';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isSuccess } from '../../api/apiError.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { TextAreaField, TextField } from '../../forms/TextField.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { BROADCAST_LISTS } from '../../pages/broadcasts/broadcastLists.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { Modal } from '../Modal.tsx';
import { BroadcastRulesModal, GradingGuidelinesModal } from './BroadcastRulesModal.tsx';
import { getBroadcastLimit, sendBroadcast } from './composeApi.ts';
import { composeFailure, dayLimitExplanation } from './composeFailure.ts';
import './compose.css';

/** The conditions offered as suggestions (the field takes any text of at most 20 characters). */
const CONDITION_SUGGESTIONS = ['NEW', 'F/S', 'NOB', 'REF', 'USED', 'ASIS'] as const;

/** An empty form: WTS and EUR by default, sent from the user's main address; the 'To' list '' until chosen. */
const initialComposeForm = (email: string | undefined) => ({
  listType: '',
  fromEmail: email ?? '',
  broadcastType: 'wts',
  quantity: '',
  brand: '',
  desc: '',
  condition: '',
  pLink: '',
  price: '',
  currency: 'EUR',
  additionalInfo: '',
});

interface ComposeModalProps {
  onClose: () => void;
  /** After 'Broadcast sent', with the new broadcast's id (the possible matches open from it). */
  onSent?: (broadcastId: number) => void;
}

interface LimitNotice {
  title: string;
  message: string;
  /** When the next send is possible (ISO), if the server said. */
  resetsAt: string | null;
}

/**
 * Compose broadcast: the 'To' list, type, quantity, brand, description / part number, condition, product link,
 * price, currency and additional info, with the Broadcast Rules and Grading Guidelines. Send is disabled while
 * sending and when the day's broadcasts are used up (POST /api/broadcasts/limit); the modal closes on success.
 */
export function ComposeModal({ onClose, onSent }: ComposeModalProps) {
  const user = useCurrentUser();
  // Checked as the api checks it (spec section 5): the 'To' list, quantity, brand, description, condition and
  // price required, each within its length; product link and additional info only bounded.
  const form = useSchemaForm(ComposeBroadcastSchema, initialComposeForm(user?.email));
  const errors = form.formState.errors;
  const values = form.watch();
  const [sending, setSending] = useState(false);
  const [limit, setLimit] = useState<LimitNotice | null>(null);
  const [extra, setExtra] = useState<'rules' | 'grading' | null>(null);
  const ids = { to: useId(), from: useId(), currency: useId(), conditions: useId() };

  useEffect(() => {
    let current = true;
    void getBroadcastLimit().then((body) => {
      if (current && isSuccess(body) && body.payload?.broadcastLimitReached)
        setLimit({ ...body.payload.data.web, resetsAt: body.payload.resetsAt ?? null });
    });
    return () => {
      current = false;
    };
  }, []);

  const update = (field: keyof typeof values, value: string) => form.setValue(field, value);

  const send = form.handleSubmit(async (broadcast) => {
    setSending(true);
    // The 'To' list goes as the text it was chosen as, as the contract names it.
    const body = await sendBroadcast({ ...broadcast, listType: String(broadcast.listType) });
    if (isSuccess(body)) {
      notifySuccess(body.payload?.msg ?? 'Broadcast sent');
      void queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts });
      onClose();
      if (body.payload?.id !== undefined) onSent?.(body.payload.id);
      return;
    }
    setSending(false);
    showServerErrors(form, body.errors);
    const failure = composeFailure(body);
    notifyError(failure.title, failure.message, 5000);
  });

  const handleSubmit = async (event: FormEvent) => {
    if (sending || limit) {
      event.preventDefault();
      return;
    }
    await send(event);
  };

  const addresses = [user?.email, user?.emailAlt].filter((address): address is string => Boolean(address));

  return (
    <>
      {/* While the rules or guidelines are open, Escape closes them alone. */}
      <Modal title="Compose broadcast" onClose={extra ? undefined : onClose} testId="compose-modal">
        {limit && (
          <div className="warning" role="status" data-testid="compose-limit">
            <strong>{limit.title}</strong>
            <p>{limit.message}</p>
            <p id="compose-limit-reason" data-testid="compose-limit-rule">
              {dayLimitExplanation(limit.resetsAt)}
            </p>
          </div>
        )}
        <form className="compose-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <div className="field">
            <label htmlFor={ids.to}>To</label>
            <select
              id={ids.to}
              value={values.listType}
              onChange={(event) => update('listType', event.target.value)}
              aria-invalid={errors.listType ? true : undefined}
              data-testid="compose-to"
            >
              <option value="">Choose a list</option>
              {BROADCAST_LISTS.map((list) => (
                <option key={list.id} value={String(list.id)}>
                  {list.name}
                </option>
              ))}
            </select>
            {errors.listType && (
              <p className="field-error" role="alert">
                {errors.listType.message}
              </p>
            )}
          </div>
          {addresses.length > 1 && (
            <div className="field">
              <label htmlFor={ids.from}>From</label>
              <select
                id={ids.from}
                value={values.fromEmail}
                onChange={(event) => update('fromEmail', event.target.value)}
              >
                {addresses.map((address) => (
                  <option key={address} value={address}>
                    {address}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="field compose-type">
            <legend>Type</legend>
            <div className="compose-type-options">
              {(['wts', 'wtb'] as const).map((side) => (
                <label key={side} className="radio">
                  <input
                    type="radio"
                    name="broadcastType"
                    value={side}
                    checked={values.broadcastType === side}
                    onChange={() => update('broadcastType', side)}
                    data-testid={`compose-type-${side}`}
                  />{' '}
                  {side === 'wts' ? 'WTS (for sale)' : 'WTB (wanted)'}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label="Quantity" {...textField(form, 'quantity')} data-testid="compose-quantity" />
          <TextField label="Brand" {...textField(form, 'brand')} data-testid="compose-brand" />
          <TextField
            label="Description / part number"
            {...textField(form, 'desc')}
            data-testid="compose-desc"
          />
          <TextField
            label="Condition"
            {...textField(form, 'condition')}
            list={ids.conditions}
            data-testid="compose-condition"
          />
          <datalist id={ids.conditions}>
            {CONDITION_SUGGESTIONS.map((condition) => (
              <option key={condition} value={condition} />
            ))}
          </datalist>
          <TextField
            label="Product link"
            type="url"
            {...textField(form, 'pLink')}
            data-testid="compose-plink"
          />
          <div className="compose-price">
            <TextField
              label="Price"
              inputMode="decimal"
              {...textField(form, 'price')}
              data-testid="compose-price"
            />
            <div className="field">
              <label htmlFor={ids.currency}>Currency</label>
              <select
                id={ids.currency}
                value={values.currency}
                onChange={(event) => update('currency', event.target.value)}
                data-testid="compose-currency"
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextAreaField
            label="Additional info"
            rows={4}
            value={values.additionalInfo}
            onValueChange={(value) => update('additionalInfo', value)}
            data-testid="compose-info"
          />
          <p className="muted compose-help">
            Please follow the{' '}
            <button type="button" className="link-button" onClick={() => setExtra('rules')}>
              Broadcast Rules
            </button>{' '}
            and state the grade by the{' '}
            <button type="button" className="link-button" onClick={() => setExtra('grading')}>
              Grading Guidelines
            </button>
            .
          </p>
          <div className="modal-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={sending || limit !== null}
              aria-describedby={limit ? 'compose-limit-reason' : undefined}
              data-testid="compose-send"
            >
              {sending ? 'Sending…' : 'Send'}
            </button>
          </div>
        </form>
      </Modal>
      {extra === 'rules' && <BroadcastRulesModal onClose={() => setExtra(null)} />}
      {extra === 'grading' && <GradingGuidelinesModal onClose={() => setExtra(null)} />}
    </>
  );
}
