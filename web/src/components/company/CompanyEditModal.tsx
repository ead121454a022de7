import { PROFILE_LIMITS, updateCompanySchema } from '@tbs/rules/forms';
import { useState } from 'react';
import { VAT_NUMBER_NOTE, taxIdLabel } from '@tbs/rules';
import { failureMessage } from '../../api/apiError.ts';
import type { CompanyProfile } from '../../api/types.ts';
import { TextAreaField, TextField } from '../../forms/TextField.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { Modal } from '../../modals/Modal.tsx';
import { useProfileWrites } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { SaveActions } from '../../forms/SaveActions.tsx';

/** The company fields the owner edits (spec part 1, section 6), checked as the api checks them. */
const CompanyFormSchema = updateCompanySchema().omit({ id: true });

function formOf(company: CompanyProfile) {
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
  const form = useSchemaForm(CompanyFormSchema, formOf(company));
  const [saving, setSaving] = useState(false);

  const field = (name: keyof ReturnType<typeof formOf>) => ({
    ...textField(form, name),
    'data-testid': `company-edit-${name}`,
  });

  const handleSubmit = form.handleSubmit(async () => {
    setSaving(true);
    // Every field is sent as typed (the server makes it plain text): '' clears one.
    const body = await updateCompany({ id: company.id, ...form.getValues() });
    setSaving(false);
    if (body.status === 200) {
      notifySuccess('Company profile successfully updated');
      onClose();
      return;
    }
    showServerErrors(form, body.errors);
    notifyError("Company wasn't updated", failureMessage(body));
  });

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
            onValueChange={(value) => form.setValue('website', value.replace(/\s+/g, ''))}
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
        <SaveActions onCancel={onClose} saving={saving} testId="company-edit-save" />
      </form>
    </Modal>
  );
}
