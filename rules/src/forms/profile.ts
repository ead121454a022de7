/** The company profile's limits, messages and website rule (spec part 1 section 5): the api and the web's forms. */
import { z } from 'zod';
import { CONTROL_CHARACTERS, idField, LONE_SURROGATE } from './fields.ts';
import { MESSAGES } from './messages.ts';

/** The profile's messages that the spec has no words for, in its style. */
export const PROFILE_FIELD_MESSAGES = {
  website: 'Please enter a website address such as www.example.com',
  websiteSpaces: 'A website address cannot contain spaces',
  singleLine: 'This field must be on one line',
} as const;

/**
 * The free texts of the company (description, shipping details, warranty policy) are `text` columns: the
 * server bounds them anyway, well above what any profile holds, so one request cannot store megabytes.
 */
const LONG_TEXT_MAX = 5000;

/** The column limits of the editable company and contact fields (db/src/entities company.ts, contact.ts). */
export const PROFILE_LIMITS = {
  tel: 40,
  website: 200,
  address: 300,
  bankCode: 60,
  ibanCode: 60,
  swiftCode: 30,
  paymentMethod: 200,
  vatNr: 40,
  contactName: 100,
  contactFunction: 100,
  imValue: 200,
  /** The free texts: description, shipping details, warranty policy. */
  longText: LONG_TEXT_MAX,
} as const;

/** A company's website as people type it ('www.example.com', 'https://example.com/en'): a real web host. */
export function isSaneWebsite(text: string): boolean {
  // 'example.com:8080' names a port, not a scheme; 'javascript:...' and 'ftp://...' are schemes.
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  // URL gives the host in punycode: labels of letters, digits and hyphens, and a top-level name.
  return /^(?=.{4,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/.test(
    url.hostname,
  );
}

/** The messengers a contact can name (the contact's imName column), 'none' for no messenger. */
export const IM_NAMES = ['none', 'Teams', 'Trillian', 'Google Talk', 'Other'] as const;
export type ImName = (typeof IM_NAMES)[number];

/** Turns a typed text into plain text: the api removes HTML markup; the web checks the text as typed. */
type ToPlainText = (text: string) => string;
const asTyped: ToPlainText = (text) => text;

/**
 * A profile text as typed: control characters (NUL above all) and broken text refused on the raw value,
 * then made plain text (the api removes markup: stored and shown as plain text), trimmed and bounded.
 */
function profileText(max: number, multiLine: boolean, toPlainText: ToPlainText) {
  return z
    .string()
    .refine((text) => !CONTROL_CHARACTERS.test(text), MESSAGES.controlCharacters)
    .refine((text) => !LONE_SURROGATE.test(text), MESSAGES.malformedText)
    .refine((text) => multiLine || !/[\r\n]/.test(text), PROFILE_FIELD_MESSAGES.singleLine)
    .transform((text) => toPlainText(text).trim())
    .pipe(z.string().max(max));
}

/**
 * A field that may be cleared: absent leaves it as it is, null or '' (or markup only) clears it (null in the
 * database), anything else is stored.
 */
function clearableText(max: number, toPlainText: ToPlainText, multiLine = false) {
  return z
    .preprocess((value) => (value === null ? '' : value), profileText(max, multiLine, toPlainText))
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
 * cannot believe it changed the name or the country (staff change those). The VAT number's check digits are
 * the api's (the command checks them against the company's country).
 */
export const updateCompanySchema = (toPlainText: ToPlainText = asTyped) =>
  z.strictObject({
    id: idField().optional(),
    tel: clearableText(PROFILE_LIMITS.tel, toPlainText),
    website,
    address: clearableText(PROFILE_LIMITS.address, toPlainText),
    shippingDetails: clearableText(PROFILE_LIMITS.longText, toPlainText, true),
    warrantyPolicy: clearableText(PROFILE_LIMITS.longText, toPlainText, true),
    description: clearableText(PROFILE_LIMITS.longText, toPlainText, true),
    bankCode: clearableText(PROFILE_LIMITS.bankCode, toPlainText),
    ibanCode: clearableText(PROFILE_LIMITS.ibanCode, toPlainText),
    swiftCode: clearableText(PROFILE_LIMITS.swiftCode, toPlainText),
    paymentMethod: clearableText(PROFILE_LIMITS.paymentMethod, toPlainText),
    vatNr: clearableText(PROFILE_LIMITS.vatNr, toPlainText).describe(
      "VAT number (EORI for the UK); an EU company's must pass its country's format and check digits",
    ),
  });

/**
 * updateContact (spec part 1, section 7: id, tel, function, name, imName, imValue, rfqDisabled,
 * possibleMatchesDisabled): the signed-in contact's own contact only. Only the fields sent change.
 */
export const updateContactSchema = (toPlainText: ToPlainText = asTyped) =>
  z.strictObject({
    id: idField().optional(),
    name: profileText(PROFILE_LIMITS.contactName, false, toPlainText).pipe(z.string().min(1)).optional(),
    function: clearableText(PROFILE_LIMITS.contactFunction, toPlainText),
    tel: clearableText(PROFILE_LIMITS.tel, toPlainText),
    imName: z
      .preprocess((value) => (value === null || value === '' ? 'none' : value), z.enum(IM_NAMES))
      .optional(),
    imValue: clearableText(PROFILE_LIMITS.imValue, toPlainText),
    rfqDisabled: flag(),
    possibleMatchesDisabled: flag(),
  });
