import { z } from 'zod';
import { COMPLAINT_MESSAGES } from '@tbs/rules/forms';
import { payloadAnswer } from '../../../respond.ts';
import { idField, requiredText } from '../../../validation/fields.ts';

/** The complaint's words, file fields and file size: in @tbs/rules/forms, where the web's form reads them too. */
export {
  COMPLAINT_FILE_FIELDS,
  COMPLAINT_MESSAGES,
  MAX_COMPLAINT_FILE_BYTES,
  type ComplaintFileField,
} from '@tbs/rules/forms';

/** Largest text field of the form in bytes (a description of 10,000 characters in any script fits). */
export const MAX_COMPLAINT_FIELD_BYTES = 64 * 1024;

/**
 * dd/mm/yyyy (one-digit day and month allowed) as an ISO date: a real calendar date (31/02 is refused), in
 * 1990 or later, and not after today anywhere on earth (the member may be a day ahead of UTC, up to UTC+14).
 */
export const transactionDate = () =>
  requiredText(10).transform((text, ctx) => {
    const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    const [day, month, year] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real =
      match &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    if (!real) {
      ctx.addIssue({ code: 'custom', message: COMPLAINT_MESSAGES.dateFormat });
      return z.NEVER;
    }
    const iso = date.toISOString().slice(0, 10);
    const latestToday = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    if (iso > latestToday) {
      ctx.addIssue({ code: 'custom', message: COMPLAINT_MESSAGES.dateInFuture });
      return z.NEVER;
    }
    if (year < 1990) {
      ctx.addIssue({ code: 'custom', message: COMPLAINT_MESSAGES.dateTooOld });
      return z.NEVER;
    }
    return iso;
  });

/**
 * The text fields of the complaint form (spec part 2 section 3), all required; the files come as the parts
 * `po` and `invoice` of the same multipart/form-data body. `companyId` may repeat the path's id (the spec
 * sends the form "together with the company id"); any other field is refused.
 */
export const ComplaintFormSchema = z.strictObject({
  complaintTitle: requiredText(200),
  transactionDate: transactionDate(),
  body: requiredText(10_000),
  resolution: requiredText(5000),
  companyId: idField().optional(),
});
export type ComplaintFormReq = z.infer<typeof ComplaintFormSchema>;

/** The text fields multipart may carry (the middleware refuses a form with more fields than these). */
export const COMPLAINT_TEXT_FIELDS = Object.keys(ComplaintFormSchema.shape);

export const ComplaintAnswer = payloadAnswer(
  z.strictObject({ msg: z.string(), complaintId: z.number().int().describe('The complaint filed') }),
);
