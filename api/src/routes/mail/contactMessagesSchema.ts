import { z } from 'zod';
import { payloadAnswer } from '../../respond.ts';

/** The contact message's body and words: in @tbs/rules/forms, where the web's contact form reads them too. */
export { CONTACT_MESSAGE_MESSAGES, ContactMessageSchema, type ContactMessageReq } from '@tbs/rules/forms';

export const ContactMessageAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
