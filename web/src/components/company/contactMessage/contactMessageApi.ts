import { answerOf, api } from '../../../api/client.ts';
import type { operations } from '../../../api/generated/openapi.ts';
import type { ApiBody } from '../../../api/types.ts';

/** The contact message payload as the api documents it (spec part 1 section 3). */
export type ContactMessageRequest =
  operations['postApiMailSendMailToContact']['requestBody']['content']['application/json'];

/** Where a message goes: a contact of a company, or the provider (a staff contact or its inbox). */
export type MessageTarget = 'contact' | 'tbs';

/** POST /api/mail/sendMailToContact or sendMailToTBS; judged by `status` in the body. */
export const sendContactMessage = (target: MessageTarget, body: ContactMessageRequest) =>
  answerOf<ApiBody<{ msg: string }>>(
    target === 'contact'
      ? api.POST('/api/mail/sendMailToContact', { body })
      : api.POST('/api/mail/sendMailToTBS', { body }),
  );
