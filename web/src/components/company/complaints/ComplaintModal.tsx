import { useId, useState, type FormEvent } from 'react';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import type { CompanyProfile } from '../../../api/types.ts';
import { TextAreaField, TextField } from '../../../forms/TextField.tsx';
import { Modal } from '../../../modals/Modal.tsx';
import { notifyError, notifyTestModeSuccess } from '../../../stores/snackbars.ts';
import { logComplaint } from './complaintApi.ts';
import {
  COMPLAINT_FAILED_MESSAGE,
  COMPLAINT_FAILED_TITLE,
  COMPLAINT_FILE_ACCEPT,
  COMPLAINT_SENT_MESSAGE,
  COMPLAINT_SENT_TITLE,
  complaintFormData,
  complaintFormErrors,
  emptyComplaintForm,
  fileError,
  isComplaintComplete,
  MEDIATION_EXCLUSIONS,
  serverFieldErrors,
  type ComplaintForm,
  type ComplaintFormErrors,
} from './complaintForm.ts';
import './complaints.css';
import { FormActions } from '../../../forms/FormActions.tsx';

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
        accept={COMPLAINT_FILE_ACCEPT}
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
  const [form, setForm] = useState<ComplaintForm<File>>(emptyComplaintForm);
  const [errors, setErrors] = useState<ComplaintFormErrors>({});
  const [sending, setSending] = useState(false);

  const update = <Field extends keyof ComplaintForm<File>>(
    field: Field,
    value: ComplaintForm<File>[Field],
  ) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const chooseFile = (field: 'po' | 'invoice', file: File | null) => {
    update(field, file);
    // A file the server would refuse by size or type is named at once, not after a long upload.
    const message = file ? fileError(file) : null;
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = complaintFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const body = await logComplaint(company.id, complaintFormData(form, company.id));
    setSending(false);
    if (isSuccess(body)) {
      // Nothing about the company changes until staff accept the complaint: no query to refresh.
      notifyTestModeSuccess(COMPLAINT_SENT_TITLE, COMPLAINT_SENT_MESSAGE);
      onClose();
      return;
    }
    setErrors(serverFieldErrors(body.errors));
    const reason = rateLimitMessage(body) ?? (body.errors?.length ? null : body.msg) ?? null;
    notifyError(COMPLAINT_FAILED_TITLE, `${reason ? `${reason} ` : ''}${COMPLAINT_FAILED_MESSAGE}`, 5000);
  };

  const complete = isComplaintComplete(form);
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
          maxLength={200}
          value={form.complaintTitle}
          onValueChange={(value) => update('complaintTitle', value)}
          error={errors.complaintTitle}
          data-testid="complaint-title"
        />
        <TextField
          label="Transaction date (dd/mm/yyyy)"
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          maxLength={10}
          value={form.transactionDate}
          onValueChange={(value) => update('transactionDate', value)}
          error={errors.transactionDate}
          data-testid="complaint-date"
        />
        <TextAreaField
          label="Description"
          rows={5}
          maxLength={10_000}
          value={form.body}
          onValueChange={(value) => update('body', value)}
          error={errors.body}
          data-testid="complaint-body"
        />
        <TextAreaField
          label="Desired resolution"
          rows={3}
          maxLength={5000}
          value={form.resolution}
          onValueChange={(value) => update('resolution', value)}
          error={errors.resolution}
          data-testid="complaint-resolution"
        />
        <FileField
          label="Purchase order (PDF, JPEG, PNG, DOCX or XLSX; at most 10 MB)"
          name="po"
          error={errors.po}
          onFile={(file) => chooseFile('po', file)}
        />
        <FileField
          label="Invoice (PDF, JPEG, PNG, DOCX or XLSX; at most 10 MB)"
          name="invoice"
          error={errors.invoice}
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
