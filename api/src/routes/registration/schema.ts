import { z } from 'zod';
import { EmptyAnswer, payloadAnswer } from '../../respond.ts';
import { optionalSingleLineText } from '../../validation/fields.ts';

/** The registration's body, options and words: in @tbs/rules/forms, where the web's sign-up form reads them too. */
export {
  HEAR_OPTIONS,
  QR_CODE_HEAR,
  REGISTRATION_MESSAGES,
  RegistrationSchema,
  type RegistrationReq,
} from '@tbs/rules/forms';

export const RegistrationAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));

/** A rating of the registration form: 1 thumbs up, 0 thumbs down (the column allows 0-5). */
export const RatingParams = z.object({
  rating: z
    .string()
    .regex(/^[0-5]$/, 'This field must be a whole number from 0 to 5')
    .transform(Number),
});

export const RatingSchema = z.object({
  rating: z.coerce.number().int().min(0).max(5).optional().describe('Ignored: the path names the rating'),
  company: optionalSingleLineText(150).describe('The company just registered'),
});

export const RatingAnswer = EmptyAnswer;
