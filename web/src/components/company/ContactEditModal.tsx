import { IM_NAMES, PROFILE_LIMITS, updateContactSchema, type ImName } from '@tbs/rules/forms';
import { useId, useState } from 'react';
import { failureMessage } from '../../api/apiError.ts';
import type { CompanyContact } from '../../api/types.ts';
import { TextField } from '../../forms/TextField.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { Modal } from '../../modals/Modal.tsx';
import { useProfileWrites } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { SaveActions } from '../../forms/SaveActions.tsx';

/** The own contact's fields, checked as the api checks them (the name is required). */
const ContactFormSchema = updateContactSchema()
  .pick({ function: true, tel: true, imName: true, imValue: true })
  .extend({ name: updateContactSchema().shape.name.unwrap() });

const IM_LABELS: Record<ImName, string> = {
  none: 'None',
  Teams: 'Teams',
  Trillian: 'Trillian',
  'Google Talk': 'Google Talk',
  Other: 'Other',
};

function formOf(contact: CompanyContact) {
  const imName: ImName = IM_NAMES.find((name) => name === contact.imName) ?? 'none';
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
  const form = useSchemaForm(ContactFormSchema, formOf(contact));
  const [saving, setSaving] = useState(false);
  const imId = useId();
  const imName = form.watch('imName');
  const imError = form.getFieldState('imName', form.formState).error?.message;

  const handleSubmit = form.handleSubmit(async () => {
    setSaving(true);
    // The fields as typed (the server makes them plain text); no messenger clears its name.
    const typed = form.getValues();
    const body = await updateContact({
      id: contact.id,
      ...typed,
      imValue: typed.imName === 'none' ? '' : typed.imValue,
    });
    setSaving(false);
    if (body.status === 200) {
      notifySuccess('Contact successfully updated');
      onClose();
      return;
    }
    showServerErrors(form, body.errors);
    notifyError("Contact wasn't updated", failureMessage(body));
  });

  return (
    <Modal title="Update contact" onClose={onClose} testId="contact-edit-modal">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Name"
          required
          maxLength={PROFILE_LIMITS.contactName}
          autoComplete="name"
          {...textField(form, 'name')}
          data-testid="contact-edit-name"
        />
        <TextField
          label="Function"
          maxLength={PROFILE_LIMITS.contactFunction}
          autoComplete="organization-title"
          {...textField(form, 'function')}
          data-testid="contact-edit-function"
        />
        <TextField
          label="Phone"
          type="tel"
          maxLength={PROFILE_LIMITS.tel}
          autoComplete="tel"
          {...textField(form, 'tel')}
          data-testid="contact-edit-tel"
        />
        <div className="field">
          <label htmlFor={imId}>Instant messaging</label>
          <select
            id={imId}
            value={imName}
            onChange={(event) => form.setValue('imName', event.target.value as ImName)}
            data-testid="contact-edit-im-name"
          >
            {IM_NAMES.map((name) => (
              <option key={name} value={name}>
                {IM_LABELS[name]}
              </option>
            ))}
          </select>
          {imError && (
            <p className="field-error" role="alert">
              {imError}
            </p>
          )}
        </div>
        {imName !== 'none' && (
          <TextField
            label={imName === 'Teams' ? 'Teams address (e-mail)' : `${IM_LABELS[imName]} name`}
            maxLength={PROFILE_LIMITS.imValue}
            {...textField(form, 'imValue')}
            data-testid="contact-edit-im-value"
          />
        )}
        <SaveActions onCancel={onClose} saving={saving} testId="contact-edit-save" />
      </form>
    </Modal>
  );
}
