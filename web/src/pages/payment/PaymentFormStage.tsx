import type { FormEvent } from 'react';
import { CountryField, TextField } from '../../forms/TextField.tsx';
import { useCountries } from '../../queries/countries.ts';
import {
  ACCOUNTS,
  taxIdLabelOf,
  type AccountOption,
  type PaymentForm,
  type PaymentFormErrors,
} from './paymentForm.ts';

interface PaymentFormStageProps {
  form: PaymentForm;
  errors: PaymentFormErrors;
  checking: boolean;
  onChange: <Field extends keyof PaymentForm>(field: Field, value: PaymentForm[Field]) => void;
  onSubmit: () => void;
  onBack: () => void;
  onShowContract: () => void;
}

/** Stage 2: the payment form with its side texts; Next only while the contract is agreed. */
export function PaymentFormStage({
  form,
  errors,
  checking,
  onChange,
  onSubmit,
  onBack,
  onShowContract,
}: PaymentFormStageProps) {
  const countries = useCountries(true);
  const taxId = taxIdLabelOf(form.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="payment-form-stage" data-testid="payment-stage-2">
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          ‹ Back to payment options
        </button>
      </p>
      <div className="payment-columns">
        <form className="card payment-form" noValidate onSubmit={submit}>
          <div className="field">
            <label htmlFor="payment-option">Account</label>
            <select
              id="payment-option"
              value={form.option}
              onChange={(event) => onChange('option', Number(event.target.value) as AccountOption)}
              data-testid="payment-option"
            >
              {ACCOUNTS.map((account) => (
                <option key={account.option} value={account.option}>
                  {account.title} ({account.price} EUR per year)
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Full name"
            value={form.name}
            onValueChange={(value) => onChange('name', value)}
            error={errors.name}
            data-testid="payment-name"
          />
          <TextField
            label="E-mail"
            type="email"
            value={form.email}
            onValueChange={(value) => onChange('email', value)}
            error={errors.email}
            data-testid="payment-email"
          />
          <TextField
            label="Company"
            value={form.company}
            onValueChange={(value) => onChange('company', value)}
            error={errors.company}
            data-testid="payment-company"
          />
          <TextField
            label="Address"
            value={form.address}
            onValueChange={(value) => onChange('address', value)}
            error={errors.address}
            data-testid="payment-address"
          />
          <TextField
            label="Zip code"
            value={form.zip}
            onValueChange={(value) => onChange('zip', value)}
            error={errors.zip}
            data-testid="payment-zip"
          />
          <TextField
            label="City"
            value={form.city}
            onValueChange={(value) => onChange('city', value)}
            error={errors.city}
            data-testid="payment-city"
          />
          <CountryField
            label="Country"
            value={form.country}
            onValueChange={(value) => onChange('country', value)}
            error={errors.country}
            countries={countries}
            data-testid="payment-country"
          />
          <TextField
            label={taxId === 'EORI' ? 'EORI number' : 'VAT number'}
            value={form.vat}
            onValueChange={(value) => onChange('vat', value)}
            error={errors.vat}
            data-testid="payment-vat"
          />
          <p className="muted payment-note">
            Note: incorrect or missing VAT numbers result in addition of appropriate taxes.
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.isContractAgreed}
              onChange={(event) => onChange('isContractAgreed', event.target.checked)}
              data-testid="payment-contract"
            />
            I agree to the{' '}
            <button type="button" className="link-button" onClick={onShowContract}>
              contract terms
            </button>
          </label>
          {errors.isContractAgreed && (
            <p className="field-error" role="alert">
              {errors.isContractAgreed}
            </p>
          )}
          <div className="form-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={!form.isContractAgreed || checking}
              data-testid="payment-next"
            >
              {checking ? 'Checking…' : 'Next'}
            </button>
          </div>
        </form>
        <aside className="payment-side">
          <p>This form must be filled in by an authorized contact person of the company.</p>
          <p>Dutch companies are charged an extra 21% BTW.</p>
          <p>All European companies must give their VAT number.</p>
        </aside>
      </div>
    </section>
  );
}
