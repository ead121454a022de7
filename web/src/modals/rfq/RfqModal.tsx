import { useEffect, useState } from 'react';
import { CAPTCHA_MESSAGE, RFQ_LIMITS, RfqRequesterSchema, rfqQuantity } from '@tbs/rules/forms';
import { z } from 'zod';
import { isSuccess } from '../../api/apiError.ts';
import { sendRfq } from '../../api/client.ts';
import type { RfqRequest } from '../../api/types.ts';
import { CountryField, TextAreaField, TextField } from '../../forms/TextField.tsx';
import { formatPrice } from '@tbs/rules';
import { usePart } from '../../queries/parts.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { Modal } from '../Modal.tsx';
import { PartItemList } from '../../components/parts/PartItemList.tsx';
import { OptionalDetail } from '../../components/detailList/OptionalDetail.tsx';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { useCountries } from '../../queries/countries.ts';
import { FormActions } from '../../forms/FormActions.tsx';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';
import { textField, useSchemaForm } from '../../forms/useSchemaForm.ts';

/** What a member's request checks: the quantity (the details come from the account); a message may follow. */
const MemberRfqSchema = z.object({
  requestedQuantity: rfqQuantity(),
  message: z.string(),
  sendToAll: z.boolean(),
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactTel: z.string(),
  address: z.string(),
  country: z.string(),
});
/** A visitor's request also checks the details typed (spec part 2 section 5). */
const VisitorRfqSchema = MemberRfqSchema.extend(RfqRequesterSchema.shape);

/** The empty form; quantity 1. */
const EMPTY_RFQ = {
  companyName: '',
  contactName: '',
  contactEmail: '',
  contactTel: '',
  requestedQuantity: '1',
  message: '',
  sendToAll: false,
  address: '',
  country: '',
};

/** The success snackbar title for the number of companies the request went to. */
function rfqSentTitle(count: number): string {
  return count === 1 ? 'Request for quote sent to 1 company' : `Request for quote sent to ${count} companies`;
}

export interface RfqModalProps {
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
  const form = useSchemaForm(isVisitor ? VisitorRfqSchema : MemberRfqSchema, EMPTY_RFQ);
  const field = (name: keyof typeof EMPTY_RFQ) => textField(form, name);
  const [sending, setSending] = useState(false);

  // The 'Part not found.' snackbar comes from the query; a part that is gone closes the modal.
  useEffect(() => {
    if (isError && !isFetching) onClose();
  }, [isError, isFetching, onClose]);

  /**
   * POST /api/mail/sendRFQ. A visitor's carries the details typed and the captcha response (the Send button
   * waits for it); a member's none of them (the server takes the account's).
   */
  const send = form.handleSubmit(async (values) => {
    setSending(true);
    const body = await sendRfq({
      partId,
      requestedQuantity: values.requestedQuantity,
      sendToAll: values.sendToAll,
      message: values.message.trim() || undefined,
      ...(isVisitor
        ? {
            companyName: values.companyName,
            contactName: values.contactName,
            contactEmail: values.contactEmail,
            contactTel: values.contactTel,
            captcha: captcha ?? undefined,
            address: values.address,
            country: values.country,
          }
        : {}),
    });
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
  });

  return (
    <Modal title="Request For Quote" onClose={onClose} testId="rfq-modal">
      {!part ? (
        <Skeleton lines={12} label="Loading the part" />
      ) : (
        <form className="rfq-form" noValidate onSubmit={(event) => void send(event)}>
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
                maxLength={RFQ_LIMITS.companyName}
                {...field('companyName')}
                autoComplete="organization"
              />
              <TextField
                label="Contact person"
                maxLength={RFQ_LIMITS.contactName}
                {...field('contactName')}
                autoComplete="name"
              />
              <TextField
                label="E-mail"
                type="email"
                maxLength={254}
                {...field('contactEmail')}
                autoComplete="email"
              />
              <TextField
                label="Telephone"
                maxLength={RFQ_LIMITS.contactTel}
                {...field('contactTel')}
                autoComplete="tel"
              />
              <TextField
                label="Address"
                maxLength={RFQ_LIMITS.address}
                {...field('address')}
                data-testid="rfq-address"
              />
              <CountryField
                label="Country"
                {...field('country')}
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
            {...field('requestedQuantity')}
            data-testid="rfq-quantity"
          />
          <TextAreaField label="Message" rows={4} maxLength={RFQ_LIMITS.message} {...field('message')} />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.watch('sendToAll')}
              onChange={(event) => form.setValue('sendToAll', event.target.checked)}
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
