import { emailError, requiredError } from '../../../forms/validation.ts';

/** The spec's words (part 1 section 8). */
export const MESSAGE_SENT = 'Message sent';
export const MESSAGE_FAILED = 'Message delivery failed. Please try again';

/** The contact modal's fields; a visitor's name, company and e-mail, a member's come from the account. */
export interface ContactMessageForm {
  senderName: string;
  companyName: string;
  senderEmail: string;
  subject: string;
  message: string;
}

export type ContactMessageFormErrors = Partial<Record<keyof ContactMessageForm, string>>;

export const emptyContactMessageForm = (): ContactMessageForm => ({
  senderName: '',
  companyName: '',
  senderEmail: '',
  subject: '',
  message: '',
});

/**
 * Spec part 1 section 5: subject and message required; for visitors also full name, company name and a valid
 * e-mail (the captcha is checked by the Send button being enabled only once it is solved).
 */
export function contactMessageErrors(form: ContactMessageForm, isVisitor: boolean): ContactMessageFormErrors {
  const errors: ContactMessageFormErrors = {};
  const put = (field: keyof ContactMessageForm, message: string | null) => {
    if (message) errors[field] = message;
  };
  if (isVisitor) {
    put('senderName', requiredError(form.senderName));
    put('companyName', requiredError(form.companyName));
    put('senderEmail', emailError(form.senderEmail));
  }
  put('subject', requiredError(form.subject));
  put('message', requiredError(form.message));
  return errors;
}

/** One line: a pasted line break in a subject or name would be refused by the server (mail headers). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The contact message payload (spec part 1 section 3); a member's sender fields are left to the server. */
export function contactMessageBody(
  form: ContactMessageForm,
  options: { recipientId?: number; isFromServicePage?: boolean; visitor: { captcha: string | null } | null },
) {
  return {
    ...(options.recipientId === undefined ? {} : { recipientId: options.recipientId }),
    subject: oneLine(form.subject),
    message: form.message.trim(),
    isFromServicePage: Boolean(options.isFromServicePage),
    ...(options.visitor
      ? {
          senderName: oneLine(form.senderName),
          companyName: oneLine(form.companyName),
          senderEmail: form.senderEmail.trim(),
          captcha: options.visitor.captcha ?? undefined,
        }
      : {}),
  };
}

/** The server's field errors as the form's. */
export function serverMessageErrors(
  errors: { param: string; msg: string }[] | undefined,
): ContactMessageFormErrors {
  const fields: (keyof ContactMessageForm)[] = [
    'senderName',
    'companyName',
    'senderEmail',
    'subject',
    'message',
  ];
  const result: ContactMessageFormErrors = {};
  for (const error of errors ?? []) {
    const field = fields.find((name) => name === error.param);
    if (field && !result[field]) result[field] = error.msg;
  }
  return result;
}
