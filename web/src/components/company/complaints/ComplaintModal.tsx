import {
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES,
  complaintFileError,
  ComplaintFormSchema,
  DOCUMENT_ACCEPT,
} from '@tbs/rules/forms';
import { useId, useState } from 'react';
import { z } from 'zod';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import type { CompanyProfile } from '../../../api/types.ts';
import { FormActions } from '../../../forms/FormActions.tsx';
import { TextAreaField, TextField } from '../../../forms/TextField.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../../forms/useSchemaForm.ts';
import { Modal } from '../../../modals/Modal.tsx';
import { notifyError, notifyTestModeSuccess } from '../../../stores/snackbars.ts';
import { logComplaint } from './complaintApi.ts';
import './complaints.css';

/** The spec's words (part 2 section 8), and what happens next: nothing changes until staff accept it. */
const SENT_TITLE = 'Complaint sent';
const SENT_MESSAGE = `${COMPLAINT_MESSAGES.sent} Staff review it and tell you their decision by e-mail.`;
const FAILED_TITLE = 'Something went wrong';
const FAILED_MESSAGE =
  'Sending a complaint failed. Please try again. If the problem persists please contact TBS';

/** The cases TBS does not mediate in (spec part 2 section 9), shown in the modal before anything is typed. */
const MEDIATION_EXCLUSIONS = [
  'C-grade or D-grade hardware',
  'transactions below 2,000 euro',
  'goods sold "As Is"',
  'software',
] as const;

/** A chosen file, checked by name and size as far as the browser can (the api checks it by content). */
const chosenFile = z.custom<File | null>().superRefine((file, ctx) => {
  const message = complaintFileError(file);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** The api's complaint form (its text fields) and the two files, all required (spec part 2 section 5). */
const ComplaintModalSchema = ComplaintFormSchema.omit({ companyId: true }).extend({
  po: chosenFile,
  invoice: chosenFile,
});

const EMPTY_COMPLAINT = {
  complaintTitle: '',
  transactionDate: '',
  body: '',
  resolution: '',
  po: null as File | null,
  invoice: null as File | null,
};
type ComplaintFields = typeof EMPTY_COMPLAINT;

/** The multipart body of POST /api/companies/{id}/actions/logComplaint (spec part 2 section 3), as typed. */
function complaintFormData(form: ComplaintFields, companyId: number): FormData {
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

/** A labelled file input with its message; the chosen file's name is shown by the browser. */
function FileField({
  label,
  name,
  error,
  onFile,
}: {
  label: string;
  name: 'po' | 'invoice';
  error?: string;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name={name}
        accept={DOCUMENT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        data-testid={`complaint-${name}`}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The File Complaint modal (spec part 2 sections 3-5, 8, 9): the mediation exclusions first, then title,
 * transaction date (dd/mm/yyyy), description, desired resolution, purchase order and invoice; submit is active
 * only when all are filled. The files are checked again by the server, by their content.
 */
export function ComplaintModal({ company, onClose }: { company: CompanyProfile; onClose: () => void }) {
  const form = useSchemaForm(ComplaintModalSchema, EMPTY_COMPLAINT);
  const values = form.watch();
  const [sending, setSending] = useState(false);
  const field = (name: 'complaintTitle' | 'transactionDate' | 'body' | 'resolution') =>
    textField(form, name, { clearsError: true });
  const fileMessage = (name: 'po' | 'invoice') => form.getFieldState(name, form.formState).error?.message;

  const chooseFile = (name: 'po' | 'invoice', file: File | null) => {
    form.setValue(name, file);
    form.clearErrors(name);
    // A file the server would refuse by size or type is named at once, not after a long upload.
    const message = file ? complaintFileError(file) : null;
    if (message) form.setError(name, { message });
  };

  const handleSubmit = form.handleSubmit(async () => {
    setSending(true);
    const body = await logComplaint(company.id, complaintFormData(form.getValues(), company.id));
    setSending(false);
    if (isSuccess(body)) {
      // Nothing about the company changes until staff accept the complaint: no query to refresh.
      notifyTestModeSuccess(SENT_TITLE, SENT_MESSAGE);
      onClose();
      return;
    }
    showServerErrors(form, body.errors);
    const reason = rateLimitMessage(body) ?? (body.errors?.length ? null : body.msg) ?? null;
    notifyError(FAILED_TITLE, `${reason ? `${reason} ` : ''}${FAILED_MESSAGE}`, 5000);
  });

  // Submit is active only when all are filled: both files, title, date, description, resolution (section 5).
  const complete = Boolean(
    values.po &&
    values.invoice &&
    values.complaintTitle.trim() &&
    values.transactionDate.trim() &&
    values.body.trim() &&
    values.resolution.trim(),
  );
  return (
    <Modal title={`File a complaint against ${company.name}`} onClose={onClose} testId="complaint-modal">
      <form className="complaint-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <div className="complaint-exclusions" data-testid="complaint-exclusions">
          <p>
            <strong>Before you file:</strong> TBS mediates between members, but not for:
          </p>
          <ul>
            {MEDIATION_EXCLUSIONS.map((exclusion) => (
              <li key={exclusion}>{exclusion}</li>
            ))}
          </ul>
          <p>
            A description, the purchase order and the invoice are required, and the purchase order and invoice
            must state the grade. Staff review every complaint first and tell you and the company their
            decision by e-mail; once they accept it, the company shows no Trusted, Gold or Diamond badge until
            it is solved.
          </p>
        </div>
        <TextField
          label="Title"
          maxLength={COMPLAINT_LIMITS.title}
          {...field('complaintTitle')}
          data-testid="complaint-title"
        />
        <TextField
          label="Transaction date (dd/mm/yyyy)"
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          maxLength={10}
          {...field('transactionDate')}
          data-testid="complaint-date"
        />
        <TextAreaField
          label="Description"
          rows={5}
          maxLength={COMPLAINT_LIMITS.body}
          {...field('body')}
          data-testid="complaint-body"
        />
        <TextAreaField
          label="Desired resolution"
          rows={3}
          maxLength={COMPLAINT_LIMITS.resolution}
          {...field('resolution')}
          data-testid="complaint-resolution"
        />
        <FileField
          label="Purchase order (PDF, JPEG, PNG, DOCX or XLSX; at most 10 MB)"
          name="po"
          error={fileMessage('po')}
          onFile={(file) => chooseFile('po', file)}
        />
        <FileField
          label="Invoice (PDF, JPEG, PNG, DOCX or XLSX; at most 10 MB)"
          name="invoice"
          error={fileMessage('invoice')}
          onFile={(file) => chooseFile('invoice', file)}
        />
        <FormActions
          onCancel={onClose}
          sending={sending}
          blockedBecause={complete ? null : 'Please fill in every field and choose both files'}
          testId="complaint-submit"
        >
          {sending ? 'Sending…' : 'Send complaint'}
        </FormActions>
      </form>
    </Modal>
  );
}
