import type { operations } from '../../api/generated/openapi.ts';
import {
  CAPTCHA_MESSAGE,
  CONTRACT_MESSAGE,
  HEAR_OPTIONS,
  QR_CODE_HEAR,
  REQUIRED_MESSAGE,
} from '@tbs/rules/forms';
import { emailError, requiredError } from '../../forms/validation.ts';

/** The body of POST /api/companies (the registration action). */
export type RegistrationRequest = NonNullable<
  operations['postApiCompanies']['requestBody']
>['content']['application/json'];

/** The wizard's screens: three steps, then the thank-you screen. */
export type RegisterStep = 1 | 2 | 3 | 'final';

/** The editable fields of the wizard (spec part 2 section 3). */
export interface RegisterForm {
  company: string;
  address: string;
  country: string;
  hear: string;
  zip: string;
  city: string;
  desc: string;
  website: string;
  vat: string;
  name: string;
  function: string;
  email: string;
  tel: string;
  isContractAgreed: boolean;
}

export type RegisterFormErrors = Partial<Record<keyof RegisterForm | 'captcha', string>>;

/** The choices of the "hear" select: None plus the usual ones, or only the QR code for a QR sign-up. */
export function hearOptions(isFromQrCode: boolean): { value: string; label: string }[] {
  if (isFromQrCode) return [{ value: QR_CODE_HEAR, label: QR_CODE_HEAR }];
  return [{ value: '', label: 'None' }, ...HEAR_OPTIONS.map((option) => ({ value: option, label: option }))];
}

/** An empty form; a QR sign-up starts with its only "hear" choice taken. */
export function initialRegisterForm(isFromQrCode: boolean): RegisterForm {
  return {
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
  };
}

const collect = (checks: [keyof RegisterFormErrors, string | null][]): RegisterFormErrors => {
  const errors: RegisterFormErrors = {};
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
};

/** Step 1 may be left forward only with company, address and country (spec part 2 section 4). */
export function step1Errors(form: RegisterForm): RegisterFormErrors {
  return collect([
    ['company', requiredError(form.company)],
    ['address', requiredError(form.address)],
    ['country', requiredError(form.country)],
  ]);
}

/** Step 2's Next is disabled while "hear" is empty. */
export function canLeaveStep2(form: RegisterForm): boolean {
  return form.hear.trim() !== '';
}

/**
 * Everything required before "Sign up" (spec part 2 section 5): the steps' required fields, the contact
 * person, the contract and, for visitors, the captcha.
 */
export function submitErrors(form: RegisterForm, captcha: { needed: boolean; response: string | null }) {
  return collect([
    ...Object.entries(step1Errors(form)).map(
      ([field, message]) => [field, message] as [keyof RegisterFormErrors, string],
    ),
    ['hear', canLeaveStep2(form) ? null : REQUIRED_MESSAGE],
    ['name', requiredError(form.name)],
    ['function', requiredError(form.function)],
    ['email', emailError(form.email)],
    ['tel', requiredError(form.tel)],
    ['isContractAgreed', form.isContractAgreed ? null : CONTRACT_MESSAGE],
    ['captcha', captcha.needed && !captcha.response ? CAPTCHA_MESSAGE : null],
  ]);
}

/** The fields each step shows, to find the first step with an error. */
export const STEP_FIELDS: Record<1 | 2 | 3, (keyof RegisterFormErrors)[]> = {
  1: ['company', 'address', 'country'],
  2: ['hear', 'zip', 'city', 'desc', 'website', 'vat'],
  3: ['name', 'function', 'email', 'tel', 'isContractAgreed', 'captcha'],
};

/** The field errors of a failed answer (`errors: [{param, msg}]`) as the form's errors. */
export function serverFieldErrors(errors: { param: string; msg: string }[] | undefined): RegisterFormErrors {
  const known = new Set<string>(Object.values(STEP_FIELDS).flat());
  const result: RegisterFormErrors = {};
  for (const { param, msg } of errors ?? []) {
    if (known.has(param)) result[param as keyof RegisterFormErrors] ??= msg;
  }
  return result;
}

/**
 * The body of POST /api/companies: trimmed texts, optional ones left out when empty; a QR sign-up's "hear"
 * is forced to the QR code value (spec part 2 section 5). No password: the approval mails a link to choose it.
 */
export function registrationBody(
  form: RegisterForm,
  props: { isFromQrCode: boolean; captcha: string | null },
): RegistrationRequest {
  const optional = (value: string) => value.trim() || undefined;
  return {
    company: form.company.trim(),
    address: form.address.trim(),
    country: form.country,
    hear: props.isFromQrCode ? QR_CODE_HEAR : form.hear,
    zip: optional(form.zip),
    city: optional(form.city),
    desc: optional(form.desc),
    website: optional(form.website),
    vat: optional(form.vat),
    name: form.name.trim(),
    function: form.function.trim(),
    email: form.email.trim(),
    tel: form.tel.trim(),
    isContractAgreed: form.isContractAgreed,
    isFromQrCode: props.isFromQrCode,
    captcha: props.captcha ?? undefined,
  };
}
