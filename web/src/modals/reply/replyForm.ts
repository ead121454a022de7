import { requiredError } from '../../forms/validation.ts';

export interface ReplyForm {
  subject: string;
  body: string;
}

export type ReplyFormErrors = Partial<Record<keyof ReplyForm, string>>;

/** The form starts with "Re: " and the broadcast's subject. */
export const initialReplyForm = (broadcastSubject: string): ReplyForm => ({
  subject: `Re: ${broadcastSubject}`,
  body: '',
});

/** Spec part 1, section 5: subject and body are required. */
export function replyFormErrors(form: ReplyForm): ReplyFormErrors {
  const errors: ReplyFormErrors = {};
  const subject = requiredError(form.subject);
  const body = requiredError(form.body);
  if (subject) errors.subject = subject;
  if (body) errors.body = body;
  return errors;
}

export const REPLY_SENT = 'Message sent';
export const REPLY_FAILED = 'Message delivery failed. Please try again';
