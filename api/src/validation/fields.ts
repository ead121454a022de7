import { z } from 'zod';

/** Treats '' and null like an absent value, as HTML forms and query strings send them. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An optional, trimmed text of at most `max` characters ('' counts as absent). */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** A required e-mail address: 'This field should be a correct email-address'. */
export const emailAddress = () => z.string().trim().min(1).max(254).pipe(z.email());

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
      .regex(/^\d{6}$/, 'Please enter a valid 6-digit code'),
  );

/** A positive whole number in a path or query string (digits only). */
export const idParam = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'This field must contain digits only')
    .transform(Number);

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
