import { z } from 'zod';
import { cleanText, emailAddress, optionalText, requiredText, toBoolean } from './fields.ts';
import { CAPTCHA_MESSAGE, CONTRACT_MESSAGE, COUNTRY_MESSAGE } from './messages.ts';

/** The server's words for the payment form (spec part 2 sections 5 and 8 give none of their own). */
export const PAYMENT_MESSAGES = {
  contract: CONTRACT_MESSAGE,
  country: COUNTRY_MESSAGE,
  captcha: CAPTCHA_MESSAGE,
  option: 'Please choose Plus (0) or Broker (1)',
  invoiceNotPayable: 'This invoice is already paid or cannot be paid online.',
  invoiceNotFound: 'Invoice not found.',
  orderNotFound: 'Order not found.',
  providerUnavailable: 'The payment provider could not be reached. Please try again later.',
} as const;

/** The longest texts of the payment form (the membership order's columns). */
export const PAYMENT_LIMITS = {
  name: 100,
  company: 150,
  address: 300,
  zip: 20,
  city: 100,
  vat: 40,
} as const;

/** 0 = Plus account, anything else = Broker account (spec part 2 section 3); numbers or digit strings. */
const optionField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: PAYMENT_MESSAGES.option })
    .int(PAYMENT_MESSAGES.option)
    .min(0, PAYMENT_MESSAGES.option)
    .max(999, PAYMENT_MESSAGES.option),
);

/**
 * The payment payload (spec part 2 section 3) without the captcha. Every field is required but the VAT number:
 * the form's note says "incorrect or missing VAT numbers result in addition of appropriate taxes", so a
 * missing one is priced, not refused. A signed-in member's country and VAT number are not read from here:
 * they come from the company's record (see orderBuyer), as do its name and address where the record has them.
 */
export const PaymentFormSchema = z.object({
  option: optionField.describe('0 = Plus account (675 EUR), nonzero = Broker account (1,350 EUR)'),
  name: requiredText(PAYMENT_LIMITS.name),
  email: emailAddress(),
  company: requiredText(PAYMENT_LIMITS.company),
  address: requiredText(PAYMENT_LIMITS.address),
  zip: requiredText(PAYMENT_LIMITS.zip),
  city: requiredText(PAYMENT_LIMITS.city),
  country: cleanText(z.string().trim().min(1))
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, PAYMENT_MESSAGES.country))
    .describe(
      "ISO 3166-1 alpha-2 code (GET /api/misc/countriesAll). Ignored for a member: the company's record gives it",
    ),
  vat: optionalText(PAYMENT_LIMITS.vat).describe(
    "VAT number (EORI for the UK); optional. Ignored for a member: the company's record gives it",
  ),
  isContractAgreed: z.preprocess(
    toBoolean,
    z.boolean().refine((agreed) => agreed, PAYMENT_MESSAGES.contract),
  ),
});
export type PaymentFormReq = z.infer<typeof PaymentFormSchema>;
