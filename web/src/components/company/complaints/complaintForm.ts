import { COMPLAINT_MESSAGES, MAX_COMPLAINT_FILE_BYTES, REQUIRED_MESSAGE } from '@tbs/rules/forms';

/** The spec's words for a complaint (part 2 section 8). */
export const COMPLAINT_SENT_TITLE = 'Complaint sent';
/** The spec's words, and what happens next: nothing changes for the company until staff accept it. */
export const COMPLAINT_SENT_MESSAGE =
  'Complaint was succesfully sent. Staff review it and tell you their decision by e-mail.';
export const COMPLAINT_FAILED_TITLE = 'Something went wrong';
export const COMPLAINT_FAILED_MESSAGE =
  'Sending a complaint failed. Please try again. If the problem persists please contact TBS';

/** The cases TBS does not mediate in (spec part 2 section 9), shown in the modal before anything is typed. */
export const MEDIATION_EXCLUSIONS = [
  'C-grade or D-grade hardware',
  'transactions below 2,000 euro',
  'goods sold "As Is"',
  'software',
] as const;

/** The files the server takes (by content): PDF, JPEG, PNG, Word .docx and Excel .xlsx, at most 10 MB each. */
export const COMPLAINT_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx';
export const FILE_TYPE_MESSAGE = 'Please choose a PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx) file';
export const FILE_SIZE_MESSAGE = 'The file is larger than 10 MB.';
export const DATE_FORMAT_MESSAGE = COMPLAINT_MESSAGES.dateFormat;
export const DATE_FUTURE_MESSAGE = COMPLAINT_MESSAGES.dateInFuture;

/** What the file inputs hold: enough of a File for the checks (name, size) and the upload. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** The complaint modal's fields (spec part 2 section 3), all required. */
export interface ComplaintForm<F extends ChosenFile = ChosenFile> {
  complaintTitle: string;
  transactionDate: string;
  body: string;
  resolution: string;
  po: F | null;
  invoice: F | null;
}

export type ComplaintFormErrors = Partial<Record<keyof ComplaintForm, string>>;

export const emptyComplaintForm = <F extends ChosenFile>(): ComplaintForm<F> => ({
  complaintTitle: '',
  transactionDate: '',
  body: '',
  resolution: '',
  po: null,
  invoice: null,
});

/** Submit is active only when all are filled: both files, title, date, description, resolution (section 5). */
export function isComplaintComplete(form: ComplaintForm): boolean {
  return Boolean(
    form.po &&
    form.invoice &&
    form.complaintTitle.trim() &&
    form.transactionDate.trim() &&
    form.body.trim() &&
    form.resolution.trim(),
  );
}

/**
 * dd/mm/yyyy as a real calendar date (31/02 is not), or null. A one-digit day or month is taken as typed.
 */
export function parseDayMonthYear(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** The message for a transaction date that is not dd/mm/yyyy or lies after today (the reader's today). */
export function transactionDateError(text: string, now: Date = new Date()): string | null {
  if (!text.trim()) return REQUIRED_MESSAGE;
  const date = parseDayMonthYear(text);
  if (!date) return DATE_FORMAT_MESSAGE;
  const given = date.year * 10_000 + date.month * 100 + date.day;
  const today = now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate();
  return given > today ? DATE_FUTURE_MESSAGE : null;
}

const ACCEPTED_EXTENSIONS = COMPLAINT_FILE_ACCEPT.split(',');

/** The message for a chosen file the server would refuse by its size or (as far as a name tells) its type. */
export function fileError(file: ChosenFile | null): string | null {
  if (!file) return REQUIRED_MESSAGE;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return FILE_TYPE_MESSAGE;
  if (file.size > MAX_COMPLAINT_FILE_BYTES) return FILE_SIZE_MESSAGE;
  if (file.size === 0) return COMPLAINT_MESSAGES.fileEmpty;
  return null;
}

/** Every field's message before sending (the server checks again, the files by their content). */
export function complaintFormErrors(form: ComplaintForm, now?: Date): ComplaintFormErrors {
  const errors: ComplaintFormErrors = {};
  const put = (field: keyof ComplaintForm, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('complaintTitle', form.complaintTitle.trim() ? null : REQUIRED_MESSAGE);
  put('transactionDate', transactionDateError(form.transactionDate, now));
  put('body', form.body.trim() ? null : REQUIRED_MESSAGE);
  put('resolution', form.resolution.trim() ? null : REQUIRED_MESSAGE);
  put('po', fileError(form.po));
  put('invoice', fileError(form.invoice));
  return errors;
}

/** The multipart body of POST /api/companies/{id}/actions/logComplaint (spec part 2 section 3). */
export function complaintFormData(form: ComplaintForm<File>, companyId: number): FormData {
  const data = new FormData();
  data.append('companyId', String(companyId));
  data.append('complaintTitle', form.complaintTitle.trim());
  data.append('transactionDate', form.transactionDate.trim());
  data.append('body', form.body.trim());
  data.append('resolution', form.resolution.trim());
  if (form.po) data.append('po', form.po, form.po.name);
  if (form.invoice) data.append('invoice', form.invoice, form.invoice.name);
  return data;
}

/** The server's field errors as the form's (the fields share their names with the form's). */
export function serverFieldErrors(errors: { param: string; msg: string }[] | undefined): ComplaintFormErrors {
  const known: (keyof ComplaintForm)[] = [
    'complaintTitle',
    'transactionDate',
    'body',
    'resolution',
    'po',
    'invoice',
  ];
  const result: ComplaintFormErrors = {};
  for (const error of errors ?? []) {
    const field = known.find((name) => name === error.param);
    if (field && !result[field]) result[field] = error.msg;
  }
  return result;
}
