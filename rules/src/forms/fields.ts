import { z } from 'zod';
import { MESSAGES, SIX_DIGIT_CODE_MESSAGE } from './messages.ts';

/** Treats '' and null like an absent value, as HTML forms and query strings send them. */
export const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null ? undefined : value;

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in text, and
 * none of them belongs in a name, a search term or a mail, so they are refused rather than quietly dropped.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** A surrogate without its pair (JSON may carry one as an escape, \ud800): no character, no UTF-8. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses control characters and unpaired surrogates (no UTF-8 text for the database or a mail). */
export const cleanText = <S extends z.ZodString>(schema: S): S =>
  schema
    .refine((text) => !CONTROL_CHARACTERS.test(text), MESSAGES.controlCharacters)
    .refine((text) => !LONE_SURROGATE.test(text), MESSAGES.malformedText);

/**
 * Line and paragraph breaks that cleanText lets through (CR, LF, NEL, U+2028, U+2029): in a name or a subject
 * they could fold into a mail header (header injection) or fake a line of the mail's text.
 */
const LINE_BREAKS = /[\n\r\u0085\u2028\u2029]/;

/** The other control characters cleanText lets through for multi-line text: tab and the C1 block but NEL. */
const LINE_CONTROLS = /[\t\u0080-\u0084\u0086-\u009F]/;

/** Whitespace-only text counts as absent too: a one-line field of blanks says nothing. */
const blankTextToUndefined = (value: unknown) =>
  typeof value === 'string' && !value.trim() ? undefined : blankToUndefined(value);

/**
 * A required one-line text (a name, a subject, a phone number) of at most `max` characters: line breaks are
 * refused with 'This field must be a single line' (not quietly joined: the stricter reading), other control
 * characters with 'This field must not contain control characters'.
 */
export const singleLineText = (max: number) =>
  cleanText(z.string().trim().min(1).max(max))
    .refine((text) => !LINE_BREAKS.test(text), MESSAGES.singleLine)
    .refine((text) => !LINE_CONTROLS.test(text), MESSAGES.controlCharacters);

/** An optional one-line text (see singleLineText); '', null and blanks count as absent. */
export const optionalSingleLineText = (max: number) =>
  z.preprocess(blankTextToUndefined, singleLineText(max).optional());

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) => cleanText(z.string().trim().min(1).max(max));

/** An optional, trimmed text of at most `max` characters ('' counts as absent). */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, cleanText(z.string().trim().max(max)).optional());

/** A required e-mail address: 'This field should be a correct email-address'. */
export const emailAddress = () => cleanText(z.string().trim().min(1).max(254)).pipe(z.email());

/** An optional e-mail address ('', null and blanks count as absent). */
export const optionalEmailAddress = () => z.preprocess(blankTextToUndefined, emailAddress().optional());

/** A password as typed: never trimmed. */
export const password = (min = 1) => z.string().min(min).max(200);

/** A code sent as a number (from a numeric input) as the 6-digit text it was typed as. */
const codeAsText = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1_000_000
    ? String(value).padStart(6, '0')
    : value;

/** The 6-digit authenticator code: 'Please enter a valid 6-digit code'. */
export const twoFactorCode = () =>
  z.preprocess(
    codeAsText,
    z
      .string()
      .trim()
      .min(1)
      .regex(/^\d{6}$/, SIX_DIGIT_CODE_MESSAGE),
  );

/** The largest value of PostgreSQL's integer, the type of every id column: a larger id names no row. */
export const MAX_ID = 2_147_483_647;

/** A whole number in a path (digits only), at most MAX_ID. */
export const idParam = () =>
  z
    .string()
    .regex(/^\d+$/, 'This field must contain digits only')
    .transform(Number)
    .pipe(z.number().max(MAX_ID));

/** The id of a row in a body or query string, as a number or its digits: 1 to MAX_ID. */
export const idField = () => z.coerce.number().int().min(1).max(MAX_ID);

/** An optional id in a query string ('' counts as absent). */
export const optionalIdField = () => z.preprocess(blankToUndefined, idField().optional());

/** An optional whole number in a query string, with a default. */
export const queryInt = (defaultValue: number, min = 1, max = 1_000_000) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(defaultValue));

/** Number fields that also take the text as typed (the server's message then explains what is wrong). */
export const ALSO_TAKES_TEXT = new WeakSet<z.core.$ZodType>();

/** Marks a number field as taking text too, so the API document (and the web's types) say number or text. */
export function alsoTakesText<S extends z.ZodType>(schema: S): S {
  ALSO_TAKES_TEXT.add(schema);
  return schema;
}

/** A boolean as forms and query strings send it: true/false, 'true'/'false', '1'/'0' or 1/0. */
export const toBoolean = (value: unknown) =>
  value === 'true' || value === '1' || value === 1
    ? true
    : value === 'false' || value === '0' || value === 0
      ? false
      : value;
