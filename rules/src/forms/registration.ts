import { z } from 'zod';
import { emailAddress, optionalSingleLineText, optionalText, singleLineText, toBoolean } from './fields.ts';
import { CAPTCHA_MESSAGE, CONTRACT_MESSAGE, COUNTRY_MESSAGE } from './messages.ts';
import { isSaneWebsite, PROFILE_FIELD_MESSAGES } from './profile.ts';

/** The server's words of the registration (the web shows them under 'Registration failed'). */
export const REGISTRATION_MESSAGES = {
  registered:
    'Thank you for registering! We will verify your profile and send your login details by e-mail once it is approved.',
  hear: 'Please choose how you heard about TBS',
  country: COUNTRY_MESSAGE,
  contract: CONTRACT_MESSAGE,
  captcha: CAPTCHA_MESSAGE,
  emailIsMember:
    'An account with this e-mail address exists already. Please sign in, or use "Forgot password?" to get a new password.',
  emailPending: 'A registration with this e-mail address is waiting for approval already.',
  companyIsMember: 'A company with this name is a TBS member already. Please contact us if it is yours.',
  companyPending: 'A registration for this company is waiting for approval already.',
} as const;

/** "How did you hear about TBS" (spec part 2 section 5); the empty "None" choice counts as not answered. */
export const HEAR_OPTIONS = [
  'Google or other search engine',
  'Facebook',
  'LinkedIn',
  'Business Relation',
  'TBS Sales',
  'TBS Mailing',
] as const;

/** The only choice of a sign-up that came through the QR code (`/register?ref=qr`). */
export const QR_CODE_HEAR = 'QR Code';

/**
 * The registration payload of spec part 2 section 3. Two readings exist; this is the later one (no password:
 * the approval mails a link to choose it, so nothing secret is kept for a request that may be declined), with
 * city and isFromQrCode of the earlier one kept as optional. Required: company, address, country, hear, name,
 * function, email, tel, isContractAgreed (true) and, for visitors, the captcha (section 5). `hear` must be one
 * of HEAR_OPTIONS, or QR_CODE_HEAR when isFromQrCode (the server then stores QR_CODE_HEAR whatever was sent).
 * Lengths are those of the columns the approval copies them to.
 */
export const RegistrationSchema = z.object({
  company: singleLineText(150).describe('Company name'),
  address: singleLineText(300),
  city: optionalSingleLineText(100),
  zip: optionalSingleLineText(20),
  country: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1)
    .regex(/^[A-Za-z]{2}$/, REGISTRATION_MESSAGES.country)
    .transform((code) => code.toUpperCase())
    .describe('ISO 3166-1 alpha-2 country code (GET /api/misc/countriesAll)'),
  desc: optionalText(2000).describe('Company description (optional)'),
  // The approval copies it to the company page as a link: a web address only (no javascript: or data: URL).
  website: optionalSingleLineText(200).refine(
    (text) => text === undefined || isSaneWebsite(text),
    PROFILE_FIELD_MESSAGES.website,
  ),
  vat: optionalSingleLineText(40).describe('VAT number (EORI for the UK), optional'),
  hear: z
    .preprocess((value) => (value === null ? '' : value), z.string().trim().max(60))
    .describe(`How did you hear about TBS: ${HEAR_OPTIONS.join(', ')}; '${QR_CODE_HEAR}' with isFromQrCode`),
  name: singleLineText(100).describe('Full name of the contact person'),
  function: singleLineText(100),
  email: emailAddress(),
  tel: singleLineText(40),
  isContractAgreed: z.preprocess(toBoolean, z.boolean()).describe('Must be true'),
  isFromQrCode: z.preprocess(toBoolean, z.boolean().default(false)),
  captcha: optionalText(4000).describe('The captcha response (visitors)'),
});
export type RegistrationReq = z.infer<typeof RegistrationSchema>;

/**
 * What the sign-up form checks before it sends (spec part 2 sections 4 and 5): the registration body, with a
 * "hear" answer and the contract ticked. The server says the same of them after its own checks.
 */
export const RegistrationFormSchema = RegistrationSchema.extend({
  hear: z.string().trim().min(1),
  isContractAgreed: z.boolean().refine((agreed) => agreed, CONTRACT_MESSAGE),
});
