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
} as const;

/** The file fields of a complaint (spec part 2 section 3): the purchase order and the invoice. */
export const COMPLAINT_FILE_FIELDS = ['po', 'invoice'] as const;
export type ComplaintFileField = (typeof COMPLAINT_FILE_FIELDS)[number];

/** Largest complaint file: a scanned order or invoice of a few pages fits easily. */
export const MAX_COMPLAINT_FILE_BYTES = 10 * 1024 * 1024;
