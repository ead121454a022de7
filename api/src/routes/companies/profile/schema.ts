import { z } from 'zod';
import { IM_NAMES } from '@tbs/db';
import { CompanyContactSchema, CompanyProfileSchema } from '../../../presenters/company.ts';
import { answer, payloadAnswer } from '../../../respond.ts';
import { idField, password } from '../../../validation/fields.ts';
import { isSaneWebsite, MESSAGES, PROFILE_FIELD_MESSAGES, PROFILE_LIMITS } from '@tbs/rules/forms';
import { plainText } from '../../../commands/companyProfile.ts';

// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A profile text as typed: control characters (NUL above all) and broken text refused on the raw value,
 * then HTML markup removed (stored and shown as plain text), trimmed and bounded by `max` characters.
 */
function profileText(max: number, { multiLine }: { multiLine: boolean }) {
  return z
    .string()
    .refine((text) => !CONTROL_CHARACTERS.test(text), MESSAGES.controlCharacters)
    .refine((text) => !LONE_SURROGATE.test(text), MESSAGES.malformedText)
    .refine((text) => multiLine || !/[\r\n]/.test(text), PROFILE_FIELD_MESSAGES.singleLine)
    .transform((text) => plainText(text).trim())
    .pipe(z.string().max(max));
}

/**
 * A field that may be cleared: absent leaves it as it is, null or '' (or markup only) clears it (null in the
 * database), anything else is stored.
 */
function clearableText(max: number, options: { multiLine: boolean } = { multiLine: false }) {
  return z
    .preprocess((value) => (value === null ? '' : value), profileText(max, options))
    .transform((text) => (text === '' ? null : text))
    .optional();
}

const website = z
  .preprocess(
    (value) => (value === null ? '' : value),
    z
      .string()
      .refine((text) => !CONTROL_CHARACTERS.test(text), MESSAGES.controlCharacters)
      .transform((text) => text.trim())
      // The web blocks the space key in this field (spec part 1, section 5); the server refuses them too.
      .refine((text) => !/\s/.test(text), PROFILE_FIELD_MESSAGES.websiteSpaces)
      .pipe(z.string().max(PROFILE_LIMITS.website))
      .refine((text) => text === '' || isSaneWebsite(text), PROFILE_FIELD_MESSAGES.website),
  )
  .transform((text) => (text === '' ? null : text))
  .optional();

/** A boolean sent as true/false or as the spec's 0/1 flag. */
const flag = () =>
  z.preprocess((value) => (value === 0 || value === 1 ? value === 1 : value), z.boolean()).optional();

/**
 * updateCompany (spec part 1, section 7: id, tel, website, address, shippingDetails, description, bankCode,
 * ibanCode, swiftCode, paymentMethod, warrantyPolicy; and the Company's vatNr, which the owner keeps current
 * because membership invoices take it from here). Only the fields sent change; null or '' clears one. `id` may
 * name the company (the spec sends it); it must be the owner's own. Unknown fields are refused, so a client
 * cannot believe it changed the name or the country (staff change those).
 */
export const UpdateCompanySchema = z.strictObject({
  id: idField().optional(),
  tel: clearableText(PROFILE_LIMITS.tel),
  website,
  address: clearableText(PROFILE_LIMITS.address),
  shippingDetails: clearableText(PROFILE_LIMITS.longText, { multiLine: true }),
  warrantyPolicy: clearableText(PROFILE_LIMITS.longText, { multiLine: true }),
  description: clearableText(PROFILE_LIMITS.longText, { multiLine: true }),
  bankCode: clearableText(PROFILE_LIMITS.bankCode),
  ibanCode: clearableText(PROFILE_LIMITS.ibanCode),
  swiftCode: clearableText(PROFILE_LIMITS.swiftCode),
  paymentMethod: clearableText(PROFILE_LIMITS.paymentMethod),
  vatNr: clearableText(PROFILE_LIMITS.vatNr).describe(
    "VAT number (EORI for the UK); an EU company's must pass its country's format and check digits",
  ),
});
export type UpdateCompanyReq = z.infer<typeof UpdateCompanySchema>;

/**
 * updateContact (spec part 1, section 7: id, tel, function, name, imName, imValue, rfqDisabled,
 * possibleMatchesDisabled): the signed-in contact's own contact only. Only the fields sent change.
 */
export const UpdateContactSchema = z.strictObject({
  id: idField().optional(),
  name: profileText(PROFILE_LIMITS.contactName, { multiLine: false }).pipe(z.string().min(1)).optional(),
  function: clearableText(PROFILE_LIMITS.contactFunction),
  tel: clearableText(PROFILE_LIMITS.tel),
  imName: z
    .preprocess((value) => (value === null || value === '' ? 'none' : value), z.enum(IM_NAMES))
    .optional(),
  imValue: clearableText(PROFILE_LIMITS.imValue),
  rfqDisabled: flag(),
  possibleMatchesDisabled: flag(),
});
export type UpdateContactReq = z.infer<typeof UpdateContactSchema>;

/** Change password: the current one (checked like a sign-in) and the new one (strength score 2 or more). */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: password(),
  newPassword: password(8),
});
export type ChangePasswordReq = z.infer<typeof ChangePasswordSchema>;

/** The own company body: as members see any company, plus the reader's own contact settings. */
export const OwnCompanyAnswer = answer({
  company: CompanyProfileSchema,
  contacts: z.array(CompanyContactSchema),
});

/** An update's answer: the spec's message and the refreshed own company body (the web shows it at once). */
export const ProfileUpdateAnswer = answer({
  payload: z.strictObject({ msg: z.string() }),
  company: CompanyProfileSchema,
  contacts: z.array(CompanyContactSchema),
});

export const ChangePasswordAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
