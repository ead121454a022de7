import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VAT_NUMBER_NOTE, taxIdLabel } from '@tbs/rules';
import {
  CAPTCHA_MESSAGE,
  HEAR_OPTIONS,
  QR_CODE_HEAR,
  REGISTRATION_MESSAGES,
  RegistrationFormSchema,
} from '@tbs/rules/forms';
import { z } from 'zod';
import { isSuccess } from '../../api/apiError.ts';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { CountryField, TextAreaField, TextField } from '../../forms/TextField.tsx';
import { useCountries } from '../../queries/countries.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError } from '../../stores/snackbars.ts';
import { RegisterContractModal } from './RegisterContractModal.tsx';
import { RegistrationRating } from './RegistrationRating.tsx';
import { showServerErrors, textField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { failureReason, submitRegistration } from './registerApi.ts';
import { useRegistrationEvents, type RegisterStep } from './useRegistrationEvents.ts';
import './register.css';

/** The editable fields of the wizard (spec part 2 section 3); a QR sign-up starts with its only "hear" choice. */
const emptyRegisterForm = (isFromQrCode: boolean) => ({
  company: '',
  address: '',
  country: '',
  hear: isFromQrCode ? QR_CODE_HEAR : '',
  zip: '',
  city: '',
  desc: '',
  website: '',
  vat: '',
  name: '',
  function: '',
  email: '',
  tel: '',
  isContractAgreed: false,
  captcha: '',
});
type RegisterField = keyof ReturnType<typeof emptyRegisterForm>;

/** Step 1 may be left forward only with company, address and country (spec part 2 section 4). */
const STEP_1_FIELDS = ['company', 'address', 'country'] as const;
/** The fields of step 3, where a refused sign-up shows the server's messages. */
const STEP_3_FIELDS: readonly string[] = ['name', 'function', 'email', 'tel', 'isContractAgreed', 'captcha'];

/** The choices of the "hear" select: None ('', counts as empty) plus the usual ones, or only the QR code one. */
function hearOptions(isFromQrCode: boolean): { value: string; label: string }[] {
  if (isFromQrCode) return [{ value: QR_CODE_HEAR, label: QR_CODE_HEAR }];
  return [{ value: '', label: 'None' }, ...HEAR_OPTIONS.map((option) => ({ value: option, label: option }))];
}

/** The sign-up's checks; a visitor also solves the captcha (spec part 2 section 5). */
const schemaFor = (needsCaptcha: boolean) =>
  RegistrationFormSchema.extend({ captcha: needsCaptcha ? z.string().min(1, CAPTCHA_MESSAGE) : z.string() });

/** Registration step advance delay (spec part 2 section 9). */
const STEP_DELAY_MS = 300;

const STEP_TITLES: Record<1 | 2 | 3, string> = {
  1: 'Your company',
  2: 'More about your company',
  3: 'Contact person',
};

/** The promises of the free trial (spec part 2 section 1). */
function TrialPromises() {
  return (
    <aside className="register-promises card" data-testid="register-promises">
      <h2>Your free trial</h2>
      <ul>
        <li>
          <strong>3000+</strong> verified traders
        </li>
        <li>
          <strong>600+</strong> daily broadcasts
        </li>
        <li>No payment details required</li>
        <li>We approve your registration before the one-month trial starts</li>
      </ul>
    </aside>
  );
}

/** The progress dots: a done step's dot goes back to it; later steps cannot be reached from here. */
function ProgressDots({ step, onBack }: { step: 1 | 2 | 3; onBack: (to: 1 | 2) => void }) {
  return (
    <ol className="register-dots" aria-label="Registration steps">
      {([1, 2, 3] as const).map((dot) => {
        const current = dot === step;
        const done = dot < step;
        return (
          <li key={dot}>
            <button
              type="button"
              className={`register-dot${current ? ' register-dot--current' : ''}${done ? ' register-dot--done' : ''}`}
              aria-label={`Step ${dot}: ${STEP_TITLES[dot]}`}
              aria-current={current ? 'step' : undefined}
              disabled={!done}
              onClick={() => done && onBack(dot as 1 | 2)}
              data-testid={`register-dot-${dot}`}
            >
              {dot}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /register: the free-trial wizard of spec part 2 sections 2 and 4. Step 1 company, address and country (Next
 * validates them); step 2 how the visitor heard of TBS (Next disabled while empty; only the QR code choice
 * with ?ref=qr) and more details; step 3 the contact person, the contract and the captcha, then "Sign up >".
 * Each step change clears the captcha. After a success the thank-you screen (300 ms later) with the rating.
 */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const isFromQrCode = searchParams.get('ref') === 'qr';
  const user = useCurrentUser();
  const needsCaptcha = user === null;
  const countries = useCountries(true);
  const [step, setStep] = useState<RegisterStep>(1);
  const form = useSchemaForm(schemaFor(needsCaptcha), emptyRegisterForm(isFromQrCode));
  const [captcha, setCaptchaResponse] = useState<string | null>(null);
  // A new round remounts the widget with a fresh challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [contractOpen, setContractOpen] = useState(false);
  const [registeredCompany, setRegisteredCompany] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const events = useRegistrationEvents(step);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A QR link opened on the page switches the choices (and their only value).
  useEffect(() => {
    form.setValue('hear', isFromQrCode ? QR_CODE_HEAR : '');
  }, [form, isFromQrCode]);

  const field = (name: RegisterField) => {
    const bound = textField(form, name);
    return {
      ...bound,
      onValueChange: (value: string) => {
        events.formInteracted();
        bound.onValueChange(value);
      },
    };
  };

  const setCaptcha = (response: string | null) => {
    setCaptchaResponse(response);
    form.setValue('captcha', response ?? '');
  };

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaRound((round) => round + 1);
  };

  const goTo = (next: RegisterStep, delayMs = 0) => {
    window.clearTimeout(timer.current);
    const change = () => {
      resetCaptcha();
      setStep(next);
      window.scrollTo?.({ top: 0 });
    };
    if (delayMs > 0) timer.current = window.setTimeout(change, delayMs);
    else change();
  };

  // Step 2's Next is disabled while "hear" is empty.
  const canLeaveStep2 = String(form.watch('hear')).trim() !== '';

  const next = async () => {
    if (step === 1) {
      if (!(await form.trigger(STEP_1_FIELDS))) return;
      events.stepCompleted(1);
      goTo(2, STEP_DELAY_MS);
    } else if (step === 2) {
      if (!canLeaveStep2) return;
      events.stepCompleted(2);
      form.clearErrors();
      goTo(3, STEP_DELAY_MS);
    }
  };

  const back = (to: 1 | 2) => {
    form.clearErrors();
    goTo(to);
  };

  /**
   * Next on steps 1 and 2; on step 3 the sign-up, POST /api/companies with the parsed form (trimmed texts,
   * empty optional ones left out); a QR sign-up's "hear" is forced to the QR code value (spec part 2 section 5).
   * No password: the approval mails a link to choose it.
   */
  const submit = async (event: FormEvent) => {
    if (step !== 3) {
      event.preventDefault();
      await next();
      return;
    }
    await form.handleSubmit(async (values) => {
      setBusy(true);
      const body = await submitRegistration({
        ...values,
        hear: isFromQrCode ? QR_CODE_HEAR : values.hear,
        isFromQrCode,
        captcha: captcha ?? undefined,
      });
      setBusy(false);
      if (isSuccess(body)) {
        events.registrationCompleted();
        setRegisteredCompany(values.company);
        goTo('final', STEP_DELAY_MS);
        return;
      }
      // A solution is accepted once: a failed answer needs a fresh challenge. The visitor stays on step 3.
      resetCaptcha();
      showServerErrors(
        form,
        body.errors?.filter((error) => STEP_3_FIELDS.includes(error.param)),
      );
      notifyError('Registration failed', failureReason(body), 5000);
    })(event);
  };

  if (step === 'final') {
    return (
      <article className="page register-page" data-testid="register-page">
        <h1>Free Trial</h1>
        <section className="register-final card" data-testid="register-thank-you">
          <h2>Thank you for registering!</h2>
          <p>
            We will verify your company profile. Your login details are sent to you by e-mail once your
            profile is verified; your one-month free trial starts then.
          </p>
          <RegistrationRating company={registeredCompany} />
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </section>
      </article>
    );
  }

  const hearChoices = hearOptions(isFromQrCode);
  const taxLabel = taxIdLabel(String(form.watch('country')));
  const errors = form.formState.errors;

  return (
    <article className="page register-page" data-testid="register-page">
      <h1>Free Trial</h1>
      <p className="page-lead">Register your company for a free one-month trial of the TBS network.</p>
      <div className="register-layout">
        <form
          className="register-form card"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid={`register-step-${step}`}
          data-captcha={captcha ? 'solved' : 'unsolved'}
        >
          <ProgressDots step={step} onBack={back} />
          <h2>
            Step {step} of 3: {STEP_TITLES[step]}
          </h2>

          {step === 1 && (
            <>
              <TextField
                label="Company name"
                {...field('company')}
                maxLength={150}
                autoComplete="organization"
                data-testid="register-company"
              />
              <TextField
                label="Company address"
                {...field('address')}
                maxLength={300}
                autoComplete="street-address"
                data-testid="register-address"
              />
              <CountryField
                label="Country"
                {...field('country')}
                countries={countries}
                data-testid="register-country"
              />
            </>
          )}

          {step === 2 && (
            <>
              <div className="field">
                <label htmlFor="register-hear">How did you hear about TBS?</label>
                <select
                  id="register-hear"
                  value={String(form.watch('hear'))}
                  onChange={(event) => field('hear').onValueChange(event.target.value)}
                  data-testid="register-hear"
                >
                  {hearChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
              <h3>More details (optional)</h3>
              <div className="register-row">
                <TextField
                  label="Zip code"
                  {...field('zip')}
                  maxLength={20}
                  autoComplete="postal-code"
                  data-testid="register-zip"
                />
                <TextField
                  label="City"
                  {...field('city')}
                  maxLength={100}
                  autoComplete="address-level2"
                  data-testid="register-city"
                />
              </div>
              <TextAreaField
                label="Company description"
                rows={4}
                {...field('desc')}
                maxLength={2000}
                data-testid="register-desc"
              />
              <TextField
                label="Website"
                type="url"
                {...field('website')}
                maxLength={200}
                placeholder="https://"
                data-testid="register-website"
              />
              <TextField
                label={`${taxLabel} number`}
                {...field('vat')}
                maxLength={40}
                data-testid="register-vat"
              />
              <p className="muted" data-testid="register-vat-note">
                Note: {VAT_NUMBER_NOTE}
              </p>
            </>
          )}

          {step === 3 && (
            <>
              <TextField
                label="Full name"
                {...field('name')}
                maxLength={100}
                autoComplete="name"
                data-testid="register-name"
              />
              <TextField
                label="Function"
                {...field('function')}
                maxLength={100}
                autoComplete="organization-title"
                data-testid="register-function"
              />
              <TextField
                label="E-mail"
                type="email"
                {...field('email')}
                maxLength={254}
                autoComplete="email"
                data-testid="register-email"
              />
              <TextField
                label="Phone"
                type="tel"
                {...field('tel')}
                maxLength={40}
                autoComplete="tel"
                data-testid="register-tel"
              />
              <div className="field">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={form.watch('isContractAgreed') === true}
                    onChange={(event) => {
                      events.formInteracted();
                      form.setValue('isContractAgreed', event.target.checked);
                    }}
                    data-testid="register-contract"
                  />
                  I agree to the{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setContractOpen(true)}
                    data-testid="register-contract-terms"
                  >
                    contract terms
                  </button>
                </label>
                {errors.isContractAgreed && (
                  <p className="field-error" role="alert">
                    {errors.isContractAgreed.message}
                  </p>
                )}
              </div>
              {needsCaptcha && (
                <>
                  <Captcha key={captchaRound} onChange={setCaptcha} />
                  {errors.captcha && !captcha && (
                    <p className="field-error" role="alert">
                      {errors.captcha.message}
                    </p>
                  )}
                </>
              )}
            </>
          )}

          <div className="register-actions">
            {step > 1 && (
              <button
                type="button"
                className="button"
                onClick={() => back(((step as 2 | 3) - 1) as 1 | 2)}
                data-testid="register-back"
              >
                Back
              </button>
            )}
            {step < 3 ? (
              <button
                type="submit"
                className="button button--primary"
                disabled={step === 2 && !canLeaveStep2}
                title={step === 2 && !canLeaveStep2 ? REGISTRATION_MESSAGES.hear : undefined}
                data-testid="register-next"
              >
                Next
              </button>
            ) : (
              <button
                type="submit"
                className="button button--primary"
                disabled={busy}
                data-testid="register-submit"
              >
                Sign up &gt;
              </button>
            )}
          </div>
        </form>
        <TrialPromises />
      </div>
      {contractOpen && <RegisterContractModal onClose={() => setContractOpen(false)} />}
    </article>
  );
}
