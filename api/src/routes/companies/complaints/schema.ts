import { z } from 'zod';
import { ComplaintFormSchema } from '@tbs/rules/forms';
import { payloadAnswer } from '../../../respond.ts';

/**
 * The complaint's form (its text fields), words, file fields and file size: in @tbs/rules/forms, where the
 * web's form reads them too.
 */
export {
  COMPLAINT_FILE_FIELDS,
  COMPLAINT_MESSAGES,
  ComplaintFormSchema,
  MAX_COMPLAINT_FILE_BYTES,
  type ComplaintFileField,
  type ComplaintFormReq,
} from '@tbs/rules/forms';

/** Largest text field of the form in bytes (a description of 10,000 characters in any script fits). */
export const MAX_COMPLAINT_FIELD_BYTES = 64 * 1024;

/** The text fields multipart may carry (the middleware refuses a form with more fields than these). */
export const COMPLAINT_TEXT_FIELDS = Object.keys(ComplaintFormSchema.shape);

export const ComplaintAnswer = payloadAnswer(
  z.strictObject({ msg: z.string(), complaintId: z.number().int().describe('The complaint filed') }),
);
