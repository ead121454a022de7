import { z } from 'zod';
import { idField, requiredText } from './fields.ts';

/** The spec's words for a complaint (part 2 section 8) and the server's reasons. */
export const COMPLAINT_MESSAGES = {
  sent: 'Complaint was succesfully sent.',
  ownCompany: 'You cannot file a complaint against your own company.',
  notFound: 'Company not found.',
  dateFormat: 'Please enter the date as dd/mm/yyyy',
  dateInFuture: 'The transaction date cannot be in the future',
  dateTooOld: 'The transaction date must be in 1990 or later',
  companyMismatch: 'The company id does not match the company of the address',
  fileRequired: 'This field is required',
  fileEmpty: 'The file is empty',
  /** A file that is none of the document types (the api tells by its bytes, the web first by its name). */
  fileType: 'Please upload a PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx) file',
} as const;

/** The accept attribute of file inputs offering the documents a complaint takes (the api checks the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx';

/** The file fields of a complaint (spec part 2 section 3): the purchase order and the invoice. */
export const COMPLAINT_FILE_FIELDS = ['po', 'invoice'] as const;
export type ComplaintFileField = (typeof COMPLAINT_FILE_FIELDS)[number];

/** Largest complaint file: a scanned order or invoice of a few pages fits easily. */
export const MAX_COMPLAINT_FILE_BYTES = 10 * 1024 * 1024;

/** The message for a chosen file the api would refuse by its size or (as far as a name tells) its type. */
export function complaintFileError(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return COMPLAINT_MESSAGES.fileRequired;
  const name = file.name.toLowerCase();
  if (!DOCUMENT_ACCEPT.split(',').some((extension) => name.endsWith(extension)))
    return COMPLAINT_MESSAGES.fileType;
  if (file.size > MAX_COMPLAINT_FILE_BYTES)
    return `The file is larger than ${MAX_COMPLAINT_FILE_BYTES / 1024 / 1024} MB.`;
  if (file.size === 0) return COMPLAINT_MESSAGES.fileEmpty;
  return null;
}

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

/** The longest texts of a complaint. */
export const COMPLAINT_LIMITS = { title: 200, body: 10_000, resolution: 5000 } as const;

/**
 * The text fields of the complaint form (spec part 2 section 3), all required; the files come as the parts
 * `po` and `invoice` of the same multipart/form-data body. `companyId` may repeat the path's id (the spec
 * sends the form "together with the company id"); any other field is refused.
 */
export const ComplaintFormSchema = z.strictObject({
  complaintTitle: requiredText(COMPLAINT_LIMITS.title),
  transactionDate: transactionDate(),
  body: requiredText(COMPLAINT_LIMITS.body),
  resolution: requiredText(COMPLAINT_LIMITS.resolution),
  companyId: idField().optional(),
});
export type ComplaintFormReq = z.infer<typeof ComplaintFormSchema>;
