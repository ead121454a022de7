import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { emailAddress, optionalText, requiredText } from './fields.ts';

/** The required fields of a broadcast and their longest texts (spec part 1, section 5). */
export const COMPOSE_LIMITS = {
  listType: 2,
  quantity: 10,
  brand: 50,
  desc: 50,
  condition: 20,
  price: 10,
} as const;

/** A value sent as a number (a select's value) as the text it was chosen as. */
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const upperCased = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The compose payload (spec part 1, sections 3 and 5): the 'To' list id (required, at most 2 characters),
 * the side (wts by default), the offer's fields with the spec's lengths, the currency (EUR by default).
 * Product link and additional info are "not validated" by the form; the server still bounds them (the
 * column's 500 characters; 5,000 for the free text) and refuses control characters like every text.
 */
export const ComposeBroadcastSchema = z.object({
  listType: z.preprocess(
    numberAsText,
    requiredText(COMPOSE_LIMITS.listType).pipe(
      z.string().regex(/^\d+$/, 'Please choose one of the broadcast lists').transform(Number),
    ),
  ),
  fromEmail: z.preprocess(blankToUndefined, emailAddress().optional()),
  broadcastType: z.preprocess(lowerCased, z.enum(['wts', 'wtb']).default('wts')),
  quantity: z.preprocess(numberAsText, requiredText(COMPOSE_LIMITS.quantity)),
  brand: requiredText(COMPOSE_LIMITS.brand),
  desc: requiredText(COMPOSE_LIMITS.desc),
  condition: requiredText(COMPOSE_LIMITS.condition),
  pLink: optionalText(500),
  price: z.preprocess(numberAsText, requiredText(COMPOSE_LIMITS.price)),
  currency: z.preprocess((value) => upperCased(blankToUndefined(value)), z.enum(CURRENCIES).default('EUR')),
  additionalInfo: optionalText(5000),
});
export type ComposeBroadcastReq = z.infer<typeof ComposeBroadcastSchema>;
