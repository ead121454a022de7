import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/**
 * Zod issues in the spec's wording ('This field is required', 'This field must have at most N characters',
 * 'This field should be a correct email-address'); a message set on a schema itself wins over this map.
 */
export const specErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required';
      return `This field must be ${TYPE_NAMES[issue.expected] ?? `of type ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field is required'
          : `This field must have at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'array') return `This field must have at least ${issue.minimum} items`;
      return `This field must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `This field must have at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `This field must have at most ${issue.maximum} items`;
      return `This field must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'This field should be a correct email-address';
      return 'This field has an invalid format';
    case 'invalid_value':
      return `This field must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
};

/** Messages of the shared fields that the spec has no words for, in its 'This field ...' style. */
export const MESSAGES = {
  controlCharacters: 'This field must not contain control characters',
  malformedText: 'This field must be valid text',
  singleLine: 'This field must be a single line',
} as const;

/** Inventory (issue 4): the server's reasons, shown by the web after "Part could not be created or updated" / "Reason:". */
export const INVENTORY_MESSAGES = {
  serviceOnly: 'Service-only members cannot manage inventory. Please contact us to upgrade your membership.',
  partNotFound: 'Part not found.',
  duplicatePart:
    'Another part in your inventory already has this part number and condition. Please edit that part instead.',
  partNumberCharacters: 'The part number must contain letters or digits',
  priceNumber: 'The price must be a number, e.g. 12.50',
  priceTooHigh: 'The price must be less than 10,000,000,000',
  quantityWhole: 'The quantity must be a whole number of 0 or more',
  partCondition: 'Please choose a condition: F/S, NOB, NEW, REF, USED or ASIS',
} as const;

/** The spec's words for an empty required field (section 5). */
export const REQUIRED_MESSAGE = 'This field is required';
/** The spec's words for a malformed e-mail address (section 5). */
export const EMAIL_MESSAGE = 'This field should be a correct email-address';
/** The words under a 2FA code that is not six digits. */
export const SIX_DIGIT_CODE_MESSAGE = 'Please enter a valid 6-digit code';
/** Under the contract checkbox of a sign-up or an order left unticked. */
export const CONTRACT_MESSAGE = 'Please agree to the contract terms';
/** A visitor's form sent without its captcha solved. */
export const CAPTCHA_MESSAGE = 'Please solve the captcha';
/** A country select left at 'Choose a country' or not naming a country. */
export const COUNTRY_MESSAGE = 'Please choose a country';
