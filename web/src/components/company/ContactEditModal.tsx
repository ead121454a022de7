import { PROFILE_LIMITS } from '@tbs/rules/forms';
import { useId, useState, type FormEvent } from 'react';
import type { CompanyContact } from '../../api/types.ts';
import { TextField } from '../../forms/TextField.tsx';
import { Modal } from '../../modals/Modal.tsx';
import { useProfileWrites } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { IM_NAMES, type ImName } from './contactLinks.ts';
import { failureMessage, fieldErrorsOf } from './profileForm.ts';

interface ContactForm {
  name: string;
  function: string;
  tel: string;
  imName: ImName;
  imValue: string;
}

const IM_LABELS: Record<ImName, string> = {
  none: 'None',
  Teams: 'Teams',
  Trillian: 'Trillian',
  'Google Talk': 'Google Talk',
  Other: 'Other',
};

function formOf(contact: CompanyContact): ContactForm {
  const imName = IM_NAMES.find((name) => name === contact.imName) ?? 'none';
  return {
    name: contact.name,
    function: contact.function ?? '',
    tel: contact.tel ?? '',
    imName,
    imValue: contact.imValue ?? '',
  };
}

/** Update contact: the signed-in contact's own name, function, phone and instant messenger. */
export function ContactEditModal({ contact, onClose }: { contact: CompanyContact; onClose: () => void }) {
  const { updateContact } = useProfileWrites();
  const [form, setForm] = useState<ContactForm>(() => formOf(contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const imId = useId();

  const set = (name: keyof ContactForm) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setErrors({ name: 'This field is required' });
      return;
    }
    setSaving(true);
    const body = await updateContact({
      id: contact.id,
      name: form.name,
      function: form.function,
      tel: form.tel,
      imName: form.imName,
      imValue: form.imName === 'none' ? '' : form.imValue,
    });
    setSaving(false);
    if (body.status === 200) {
      notifySuccess('Contact successfully updated');
      onClose();
      return;
    }
    setErrors(fieldErrorsOf(body));
    notifyError("Contact wasn't updated", failureMessage(body));
  };

  return (
    <Modal title="Update contact" onClose={onClose} testId="contact-edit-modal">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Name"
          required
          maxLength={PROFILE_LIMITS.contactName}
          autoComplete="name"
          value={form.name}
          onValueChange={set('name')}
          error={errors.name}
          data-testid="contact-edit-name"
        />
        <TextField
          label="Function"
          maxLength={PROFILE_LIMITS.contactFunction}
          autoComplete="organization-title"
          value={form.function}
          onValueChange={set('function')}
          error={errors.function}
          data-testid="contact-edit-function"
        />
        <TextField
          label="Phone"
          type="tel"
          maxLength={PROFILE_LIMITS.tel}
          autoComplete="tel"
          value={form.tel}
          onValueChange={set('tel')}
          error={errors.tel}
          data-testid="contact-edit-tel"
        />
        <div className="field">
          <label htmlFor={imId}>Instant messaging</label>
          <select
            id={imId}
            value={form.imName}
            onChange={(event) => set('imName')(event.target.value)}
            data-testid="contact-edit-im-name"
          >
            {IM_NAMES.map((name) => (
              <option key={name} value={name}>
                {IM_LABELS[name]}
              </option>
            ))}
          </select>
          {errors.imName && (
            <p className="field-error" role="alert">
              {errors.imName}
            </p>
          )}
        </div>
        {form.imName !== 'none' && (
          <TextField
            label={form.imName === 'Teams' ? 'Teams address (e-mail)' : `${IM_LABELS[form.imName]} name`}
            maxLength={PROFILE_LIMITS.imValue}
            value={form.imValue}
            onValueChange={set('imValue')}
            error={errors.imValue}
            data-testid="contact-edit-im-value"
          />
        )}
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={saving}
            data-testid="contact-edit-save"
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
