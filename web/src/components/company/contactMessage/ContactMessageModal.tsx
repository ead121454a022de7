import { CAPTCHA_MESSAGE } from '@tbs/rules/forms';
import { useState, type FormEvent } from 'react';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import { TextAreaField, TextField } from '../../../forms/TextField.tsx';
import { Modal } from '../../../modals/Modal.tsx';
import { useCurrentUser } from '../../../stores/session.ts';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';
import { Captcha } from '../../captcha/Captcha.tsx';
import { sendContactMessage, type MessageTarget } from './contactMessageApi.ts';
import {
  contactMessageBody,
  contactMessageErrors,
  emptyContactMessageForm,
  MESSAGE_FAILED,
  MESSAGE_SENT,
  serverMessageErrors,
  type ContactMessageForm,
  type ContactMessageFormErrors,
} from './contactMessageForm.ts';
import { FormActions } from '../../../forms/FormActions.tsx';

interface ContactMessageModalProps {
  target: MessageTarget;
  /** The contact or staff contact written to; without one a message to TBS goes to its general inbox. */
  recipient?: { id: number; name: string; companyName?: string };
  /** Sent from the services page (a request to be listed there). */
  isFromServicePage?: boolean;
  onClose: () => void;
}

/**
 * The Contact modal (sendMailToContact, sendMailToTBS): subject and message; a visitor also gives full name,
 * company name and e-mail and solves the captcha before Send is enabled (spec part 1 section 5). A member
 * writes as their account, shown read-only. The recipient's address is never shown.
 */
export function ContactMessageModal({
  target,
  recipient,
  isFromServicePage,
  onClose,
}: ContactMessageModalProps) {
  const user = useCurrentUser();
  const isVisitor = user === null;
  const [form, setForm] = useState<ContactMessageForm>(emptyContactMessageForm);
  const [errors, setErrors] = useState<ContactMessageFormErrors>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solution is accepted once: after an answer that was not a success the widget starts afresh.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);

  const update = (field: keyof ContactMessageForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactMessageErrors(form, isVisitor);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const body = await sendContactMessage(
      target,
      contactMessageBody(form, {
        recipientId: recipient?.id,
        isFromServicePage,
        visitor: isVisitor ? { captcha } : null,
      }),
    );
    setSending(false);
    if (isSuccess(body)) {
      notifySuccess(MESSAGE_SENT);
      onClose();
      return;
    }
    if (isVisitor) {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
    setErrors(serverMessageErrors(body.errors));
    const reason = rateLimitMessage(body) ?? body.errors?.[0]?.msg ?? body.msg ?? '';
    notifyError(
      MESSAGE_FAILED,
      `${reason ? `${reason} ` : ''}If the problem persists please contact TBS.`,
      5000,
    );
  };

  const to = recipient
    ? `${recipient.name}${recipient.companyName ? ` (${recipient.companyName})` : ''}`
    : 'TBS';
  return (
    <Modal title={`Send a message to ${to}`} onClose={onClose} testId="contact-message-modal">
      <form className="contact-message-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {isVisitor ? (
          <>
            <TextField
              label="Full name"
              maxLength={100}
              value={form.senderName}
              onValueChange={(value) => update('senderName', value)}
              error={errors.senderName}
              autoComplete="name"
              data-testid="contact-message-name"
            />
            <TextField
              label="Company name"
              maxLength={150}
              value={form.companyName}
              onValueChange={(value) => update('companyName', value)}
              error={errors.companyName}
              autoComplete="organization"
              data-testid="contact-message-company"
            />
            <TextField
              label="E-mail"
              type="email"
              maxLength={254}
              value={form.senderEmail}
              onValueChange={(value) => update('senderEmail', value)}
              error={errors.senderEmail}
              autoComplete="email"
              data-testid="contact-message-email"
            />
          </>
        ) : (
          <p className="muted" data-testid="contact-message-from">
            From: {user.name} ({user.companyName}), {user.email}
          </p>
        )}
        <TextField
          label="Subject"
          maxLength={200}
          value={form.subject}
          onValueChange={(value) => update('subject', value)}
          error={errors.subject}
          data-testid="contact-message-subject"
        />
        <TextAreaField
          label="Message"
          rows={6}
          maxLength={5000}
          value={form.message}
          onValueChange={(value) => update('message', value)}
          error={errors.message}
          data-testid="contact-message-text"
        />
        {isVisitor && <Captcha key={captchaRound} onChange={setCaptcha} />}
        <FormActions
          onCancel={onClose}
          sending={sending}
          blockedBecause={isVisitor && !captcha ? CAPTCHA_MESSAGE : null}
          testId="contact-message-send"
        />
      </form>
    </Modal>
  );
}
