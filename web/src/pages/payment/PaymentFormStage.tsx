import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { VAT_NUMBER_NOTE, taxIdLabel } from '@tbs/rules';
import { PAYMENT_LIMITS } from '@tbs/rules/forms';
import { CountryField, TextField } from '../../forms/TextField.tsx';
import { useCountries } from '../../queries/countries.ts';
import type { OrderBuyer } from './paymentApi.ts';
import { ACCOUNTS, type AccountOption, type PaymentForm, type PaymentFormErrors } from './paymentOrder.ts';

interface PaymentFormStageProps {
  form: PaymentForm;
  /** A signed-in member's company record: what it holds is shown, not typed (null for a visitor). */
  recordedBuyer: OrderBuyer | null;
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
  recordedBuyer,
  errors,
  checking,
  onChange,
  onSubmit,
  onBack,
  onShowContract,
}: PaymentFormStageProps) {
  const countries = useCountries(true);
  const taxId = taxIdLabel(form.country);
  const taxIdText = `${taxId} number`;
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
          {recordedBuyer ? (
            <RecordedBuyerFields form={form} buyer={recordedBuyer} errors={errors} onChange={onChange} />
          ) : (
            <>
              <TextField
                label="Company"
                value={form.company}
                onValueChange={(value) => onChange('company', value)}
                error={errors.company}
                data-testid="payment-company"
              />
              <AddressFields form={form} errors={errors} onChange={onChange} />
              <CountryField
                label="Country"
                value={form.country}
                onValueChange={(value) => onChange('country', value)}
                error={errors.country}
                countries={countries}
                data-testid="payment-country"
              />
              <TextField
                label={`${taxIdText} (optional)`}
                value={form.vat}
                onValueChange={(value) => onChange('vat', value)}
                error={errors.vat}
                maxLength={PAYMENT_LIMITS.vat}
                data-testid="payment-vat"
              />
            </>
          )}
          <p className="muted payment-note" data-testid="payment-vat-note">
            Note: {VAT_NUMBER_NOTE}
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
          <p>Dutch companies are charged an extra 21% VAT.</p>
          <p>All European companies must give their VAT number.</p>
        </aside>
      </div>
    </section>
  );
}

type FieldsProps = Pick<PaymentFormStageProps, 'form' | 'errors' | 'onChange'>;

const ADDRESS_FIELDS = [
  ['address', 'Address'],
  ['zip', 'Zip code'],
  ['city', 'City'],
] as const;

/** The address lines a buyer types (a member only those the company's record lacks). */
function AddressFields({ form, errors, onChange, only }: FieldsProps & { only?: readonly string[] }) {
  return ADDRESS_FIELDS.filter(([field]) => !only || only.includes(field)).map(([field, label]) => (
    <TextField
      key={field}
      label={label}
      value={form[field]}
      onValueChange={(value) => onChange(field, value)}
      error={errors[field]}
      data-testid={`payment-${field}`}
    />
  ));
}

/**
 * A member's company as its invoices are made out, read-only: the country and VAT number decide the tax, so
 * they come from the company's profile and change there (the VAT number by the owner, the country by TBS).
 */
function RecordedBuyerFields({ form, buyer, errors, onChange }: FieldsProps & { buyer: OrderBuyer }) {
  const missing = ADDRESS_FIELDS.filter(([field]) => !buyer[field]).map(([field]) => field);
  const recorded: [string, string, string][] = [
    ['Company', buyer.company, 'company'],
    ...ADDRESS_FIELDS.filter(([field]) => buyer[field]).map(([field, label]): [string, string, string] => [
      label,
      buyer[field],
      field,
    ]),
    ['Country', buyer.countryName, 'country'],
    [`${buyer.taxIdLabel} number`, buyer.vat ?? 'none on record', 'vat'],
  ];
  return (
    <>
      <dl className="detail-list payment-recorded" data-testid="payment-recorded-buyer">
        {recorded.map(([term, value, field]) => (
          <div key={field}>
            <dt>{term}</dt>
            <dd data-testid={`payment-recorded-${field}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted" data-testid="payment-recorded-hint">
        The invoice is made out to your company as its profile says. The owner of your company changes the
        address and {buyer.taxIdLabel} number in <Link to="/profile">Your Profile</Link> (Update Company); to
        change the company name or country, please <Link to="/contact">contact TBS</Link>.
      </p>
      {missing.length > 0 && <AddressFields form={form} errors={errors} onChange={onChange} only={missing} />}
    </>
  );
}
