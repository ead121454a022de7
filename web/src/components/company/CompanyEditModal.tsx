import { PROFILE_LIMITS } from '@tbs/rules/forms';
import { useState, type FormEvent } from 'react';
import { VAT_NUMBER_NOTE, taxIdLabel } from '@tbs/rules';
import type { CompanyProfile } from '../../api/types.ts';
import { TextAreaField, TextField } from '../../forms/TextField.tsx';
import { Modal } from '../../modals/Modal.tsx';
import { useProfileWrites, type CompanyProfileChanges } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { failureMessage, fieldErrorsOf, withoutSpaces } from './profileForm.ts';

/** The company fields the owner edits (spec part 1, section 6), as the form holds them. */
type CompanyForm = Required<{ [K in keyof Omit<CompanyProfileChanges, 'id'>]: string }>;

function formOf(company: CompanyProfile): CompanyForm {
  return {
    tel: company.tel ?? '',
    website: company.website ?? '',
    address: company.address ?? '',
    description: company.description ?? '',
    shippingDetails: company.shippingDetails ?? '',
    warrantyPolicy: company.warrantyPolicy ?? '',
    paymentMethod: company.paymentMethod ?? '',
    ibanCode: company.ibanCode ?? '',
    swiftCode: company.swiftCode ?? '',
    bankCode: company.bankCode ?? '',
    vatNr: company.vatNr ?? '',
  };
}

/** Update Company (the owner, on /profile): phone, website, address, VAT number, texts and bank details. */
export function CompanyEditModal({ company, onClose }: { company: CompanyProfile; onClose: () => void }) {
  const { updateCompany } = useProfileWrites();
  const [form, setForm] = useState<CompanyForm>(() => formOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const field = (name: keyof CompanyForm) => ({
    value: form[name],
    onValueChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name] ?? null,
    'data-testid': `company-edit-${name}`,
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    // Every field is sent: '' clears one (the server stores null).
    const body = await updateCompany({ id: company.id, ...form });
    setSaving(false);
    if (body.status === 200) {
      notifySuccess('Company profile successfully updated');
      onClose();
      return;
    }
    setErrors(fieldErrorsOf(body));
    notifyError("Company wasn't updated", failureMessage(body));
  };

  return (
    <Modal title="Update Company" onClose={onClose} size="wide" testId="company-edit-modal">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <div className="company-edit-grid">
          <TextField
            label="Phone"
            type="tel"
            maxLength={PROFILE_LIMITS.tel}
            autoComplete="tel"
            {...field('tel')}
          />
          <TextField
            label="Website"
            maxLength={PROFILE_LIMITS.website}
            placeholder="www.example.com"
            {...field('website')}
            // The space key is blocked in this field (spec part 1, section 5); pasted spaces are dropped.
            onKeyDown={(event) => {
              if (event.key === ' ') event.preventDefault();
            }}
            onValueChange={(value) => setForm((current) => ({ ...current, website: withoutSpaces(value) }))}
          />
          <TextField
            label="Address"
            maxLength={PROFILE_LIMITS.address}
            autoComplete="street-address"
            {...field('address')}
          />
          <TextField
            label={`${taxIdLabel(company.country)} number`}
            maxLength={PROFILE_LIMITS.vatNr}
            {...field('vatNr')}
          />
          <TextField
            label="Payment method"
            maxLength={PROFILE_LIMITS.paymentMethod}
            {...field('paymentMethod')}
          />
          <TextField label="IBAN" maxLength={PROFILE_LIMITS.ibanCode} {...field('ibanCode')} />
          <TextField label="SWIFT" maxLength={PROFILE_LIMITS.swiftCode} {...field('swiftCode')} />
          <TextField label="Bank code" maxLength={PROFILE_LIMITS.bankCode} {...field('bankCode')} />
        </div>
        <TextAreaField
          label="Company profile"
          rows={5}
          maxLength={PROFILE_LIMITS.longText}
          {...field('description')}
        />
        <TextAreaField
          label="Shipping details"
          rows={3}
          maxLength={PROFILE_LIMITS.longText}
          {...field('shippingDetails')}
        />
        <TextAreaField
          label="Warranty policy"
          rows={3}
          maxLength={PROFILE_LIMITS.longText}
          {...field('warrantyPolicy')}
        />
        <p className="muted" data-testid="company-edit-tax-hint">
          Your membership invoices take the {taxIdLabel(company.country)} number from here: {VAT_NUMBER_NOTE}{' '}
          TBS sees every change. Your company name and country are changed by TBS: please contact us to change
          them.
        </p>
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={saving}
            data-testid="company-edit-save"
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
