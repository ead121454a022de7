import { z } from 'zod';
import { emailAddress, optionalSingleLineText, optionalText, singleLineText } from './fields.ts';
import { REQUIRED_MESSAGE } from './messages.ts';

/** The longest texts of a request for quote (an e-mail address: 254). */
export const RFQ_LIMITS = {
  companyName: 150,
  contactName: 100,
  contactTel: 40,
  address: 300,
  message: 5000,
  quantity: 10_000_000,
} as const;

/** The quantity asked for: a whole number from 1; none (or 0) is 'This field is required' (spec part 2, 5). */
export const rfqQuantity = () =>
  z.coerce.number({ error: REQUIRED_MESSAGE }).int().min(1, REQUIRED_MESSAGE).max(RFQ_LIMITS.quantity);

/**
 * A visitor's details on a request for quote (spec part 2 section 5): company, contact person, e-mail and
 * telephone required, address and country optional. A member's come from the account.
 */
export const RfqRequesterSchema = z.object({
  companyName: singleLineText(RFQ_LIMITS.companyName),
  contactName: singleLineText(RFQ_LIMITS.contactName),
  contactEmail: emailAddress(),
  contactTel: singleLineText(RFQ_LIMITS.contactTel),
  address: optionalSingleLineText(RFQ_LIMITS.address),
  country: optionalText(2),
});
