import { CAPTCHA_MESSAGE } from '@tbs/rules/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { isSuccess } from '../../api/apiError.ts';
import { sendRfq } from '../../api/client.ts';
import type { RfqRequest } from '../../api/types.ts';
import { CountryField, TextAreaField, TextField } from '../../forms/TextField.tsx';
import { formatPrice } from '@tbs/rules';
import { usePart } from '../../queries/parts.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { Modal } from '../Modal.tsx';
import {
  initialRfqForm,
  rfqFormErrors,
  rfqRequestBody,
  rfqSentTitle,
  type RfqForm,
  type RfqFormErrors,
} from './rfqForm.ts';
import { PartItemList } from '../../components/parts/PartItemList.tsx';
import { OptionalDetail } from '../../components/detailList/OptionalDetail.tsx';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { useCountries } from '../../queries/countries.ts';
import { FormActions } from '../../forms/FormActions.tsx';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

interface RfqModalProps {
  /** The part's id, or the token a visitor's search gave for it. */
  partId: RfqRequest['partId'];
  onClose: () => void;
}

/**
 * Request For Quote: item, owner details, your details, quantity, message, send to all. A member's details are
 * the account's, shown read-only (the server sends those whatever a form says); a visitor types them, with an
 * address and country, and must solve the captcha before Send is enabled (spec part 2, 5).
 */
export function RfqModal({ partId, onClose }: RfqModalProps) {
  const user = useCurrentUser();
  const isVisitor = user === null;
  const countries = useCountries(isVisitor);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solution is accepted once: after an answer that was not a success the widget starts afresh.
  const [captchaRound, setCaptchaRound] = useState(0);
  // The modal asks for the part again so owner details and RFQ flags are current.
  const { data: part, isError, isFetching } = usePart(partId, { refetchOnMount: 'always' });
  const [form, setForm] = useState<RfqForm>(initialRfqForm);
  const [errors, setErrors] = useState<RfqFormErrors>({});
  const [sending, setSending] = useState(false);

  // The 'Part not found.' snackbar comes from the query; a part that is gone closes the modal.
  useEffect(() => {
    if (isError && !isFetching) onClose();
  }, [isError, isFetching, onClose]);

  const update = <Field extends keyof RfqForm>(field: Field, value: RfqForm[Field]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rfqFormErrors(form, isVisitor);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const body = await sendRfq(rfqRequestBody(form, partId, isVisitor ? { captcha } : null));
    setSending(false);
    if (isSuccess(body)) {
      notifySuccess(rfqSentTitle(body.count ?? 1));
      onClose();
    } else {
      if (isVisitor) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      const reason = body.payload?.msg ?? body.msg ?? '';
      notifyError(
        'Something went wrong',
        `Message delivery failed. Please try again. ${reason}`.trim(),
        5000,
      );
    }
  };

  return (
    <Modal title="Request For Quote" onClose={onClose} testId="rfq-modal">
      {!part ? (
        <Skeleton lines={12} label="Loading the part" />
      ) : (
        <form className="rfq-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <h3>Item details</h3>
          <PartItemList part={part} price={formatPrice(part.price)} />
          <h3>Owner details</h3>
          <dl className="detail-list">
            <dt>Company</dt>
            <dd>{part.company.name}</dd>
            <OptionalDetail term="Country" value={part.company.countryName} />
            <OptionalDetail term="Telephone" value={part.company.tel} />
          </dl>
          <h3>Your details</h3>
          {isVisitor ? (
            <>
              <TextField
                label="Company name"
                maxLength={150}
                value={form.companyName}
                onValueChange={(value) => update('companyName', value)}
                error={errors.companyName}
                autoComplete="organization"
              />
              <TextField
                label="Contact person"
                maxLength={100}
                value={form.contactName}
                onValueChange={(value) => update('contactName', value)}
                error={errors.contactName}
                autoComplete="name"
              />
              <TextField
                label="E-mail"
                type="email"
                maxLength={254}
                value={form.contactEmail}
                onValueChange={(value) => update('contactEmail', value)}
                error={errors.contactEmail}
                autoComplete="email"
              />
              <TextField
                label="Telephone"
                maxLength={40}
                value={form.contactTel}
                onValueChange={(value) => update('contactTel', value)}
                error={errors.contactTel}
                autoComplete="tel"
              />
              <TextField
                label="Address"
                maxLength={300}
                value={form.address}
                onValueChange={(value) => update('address', value)}
                error={errors.address}
                data-testid="rfq-address"
              />
              <CountryField
                label="Country"
                value={form.country}
                onValueChange={(value) => update('country', value)}
                countries={countries}
                data-testid="rfq-country"
              />
            </>
          ) : (
            <dl className="detail-list" data-testid="rfq-your-details">
              <dt>Company</dt>
              <dd>{user.companyName}</dd>
              <dt>Contact person</dt>
              <dd>{user.name}</dd>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
              <OptionalDetail term="Telephone" value={user.tel} />
              <OptionalDetail term="Address" value={user.address} />
              <OptionalDetail term="Country" value={user.country} />
            </dl>
          )}
          <TextField
            label="Requested quantity"
            type="number"
            min={1}
            value={form.requestedQuantity}
            onValueChange={(value) => update('requestedQuantity', value)}
            error={errors.requestedQuantity}
            data-testid="rfq-quantity"
          />
          <TextAreaField
            label="Message"
            rows={4}
            value={form.message}
            onValueChange={(value) => update('message', value)}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.sendToAll}
              onChange={(event) => update('sendToAll', event.target.checked)}
              data-testid="rfq-send-to-all"
            />
            Send to all stock holders
          </label>
          {isVisitor && <Captcha key={captchaRound} onChange={setCaptcha} />}
          <FormActions
            onCancel={onClose}
            sending={sending}
            blockedBecause={isVisitor && !captcha ? CAPTCHA_MESSAGE : null}
            testId="rfq-send"
          />
        </form>
      )}
    </Modal>
  );
}
