import { CAPTCHA_MESSAGE } from '@tbs/rules/forms';
import { z } from 'zod';
import { useState } from 'react';
import {
  CONTACT_MESSAGE_LIMITS,
  CONTACT_MESSAGE_MESSAGES,
  ContactMessageSchema,
  VisitorSenderSchema,
} from '@tbs/rules/forms';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import { TextAreaField, TextField } from '../../../forms/TextField.tsx';
import { Modal } from '../../../modals/Modal.tsx';
import { useCurrentUser } from '../../../stores/session.ts';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';
import { Captcha } from '../../captcha/Captcha.tsx';
import { sendContactMessage, type MessageTarget } from './contactMessageApi.ts';
import { FormActions } from '../../../forms/FormActions.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../../forms/useSchemaForm.ts';

/** Spec part 1 section 5: subject and message required; a visitor also gives full name, company and e-mail. */
const VisitorMessageSchema = ContactMessageSchema.pick({ subject: true, message: true }).extend(
  VisitorSenderSchema.shape,
);
/** A member writes as the account: the sender fields are not shown, and not checked. */
const MemberMessageSchema = VisitorMessageSchema.extend({
  senderName: z.string(),
  companyName: z.string(),
  senderEmail: z.string(),
});

const EMPTY_MESSAGE = { senderName: '', companyName: '', senderEmail: '', subject: '', message: '' };

/** One line: a pasted line break in a subject or name would be refused by the server (mail headers). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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
  const form = useSchemaForm(isVisitor ? VisitorMessageSchema : MemberMessageSchema, EMPTY_MESSAGE);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solution is accepted once: after an answer that was not a success the widget starts afresh.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);
  const field = (name: keyof typeof EMPTY_MESSAGE) => textField(form, name, { clearsError: true });

  const send = form.handleSubmit(async (values) => {
    setSending(true);
    const body = await sendContactMessage(target, {
      ...(recipient === undefined ? {} : { recipientId: recipient.id }),
      subject: oneLine(values.subject),
      message: values.message,
      isFromServicePage: Boolean(isFromServicePage),
      // A member's sender fields are left to the server.
      ...(isVisitor
        ? {
            senderName: oneLine(values.senderName),
            companyName: oneLine(values.companyName),
            senderEmail: values.senderEmail,
            captcha: captcha ?? undefined,
          }
        : {}),
    });
    setSending(false);
    if (isSuccess(body)) {
      notifySuccess(CONTACT_MESSAGE_MESSAGES.sent);
      onClose();
      return;
    }
    if (isVisitor) {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
    showServerErrors(form, body.errors);
    const reason = rateLimitMessage(body) ?? body.errors?.[0]?.msg ?? body.msg ?? '';
    notifyError(
      CONTACT_MESSAGE_MESSAGES.failed,
      `${reason ? `${reason} ` : ''}If the problem persists please contact TBS.`,
      5000,
    );
  });

  const to = recipient
    ? `${recipient.name}${recipient.companyName ? ` (${recipient.companyName})` : ''}`
    : 'TBS';
  return (
    <Modal title={`Send a message to ${to}`} onClose={onClose} testId="contact-message-modal">
      <form className="contact-message-form" noValidate onSubmit={(event) => void send(event)}>
        {isVisitor ? (
          <>
            <TextField
              label="Full name"
              maxLength={CONTACT_MESSAGE_LIMITS.senderName}
              {...field('senderName')}
              autoComplete="name"
              data-testid="contact-message-name"
            />
            <TextField
              label="Company name"
              maxLength={CONTACT_MESSAGE_LIMITS.companyName}
              {...field('companyName')}
              autoComplete="organization"
              data-testid="contact-message-company"
            />
            <TextField
              label="E-mail"
              type="email"
              maxLength={254}
              {...field('senderEmail')}
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
          maxLength={CONTACT_MESSAGE_LIMITS.subject}
          {...field('subject')}
          data-testid="contact-message-subject"
        />
        <TextAreaField
          label="Message"
          rows={6}
          maxLength={CONTACT_MESSAGE_LIMITS.message}
          {...field('message')}
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
