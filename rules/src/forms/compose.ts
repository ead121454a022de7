import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { blankToUndefined, emailAddress, optionalText, requiredText } from './fields.ts';

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

/** The api's answer when a broadcast breaks a rule; the rule's code comes as payload.extra (spec section 8). */
export const RULES_NOT_OBEYED = 'Broadcast rules not obeyed.';

/** The codes of the broadcast rules, in the order the api checks them (the spec's order). */
export const BROADCAST_RULE_CODES = ['DUPL', 'DAYLIMIT', 'LIMIT', 'SPAM'] as const;
export type BroadcastRuleCode = (typeof BROADCAST_RULE_CODES)[number];

/** The spec's reason for each code (section 8; the web shows it under 'Broadcast rules not obeyed'). */
export const BROADCAST_RULE_REASONS: Record<BroadcastRuleCode, string> = {
  DUPL: 'Duplicate broadcast attempt',
  DAYLIMIT: 'Limit of maximum 20 broadcasts per day',
  LIMIT: 'Limit of maximum 5 broadcasts per list per contact per day',
  SPAM: 'Spam Limit of maximum 5 broadcasts per 15 minutes',
};

/** How each rule counts (the api's BROADCAST_RULES): rolling windows, not calendar days. */
export const BROADCAST_RULE_WINDOWS: Record<BroadcastRuleCode, string> = {
  DUPL: 'The same broadcast can be sent once a week.',
  DAYLIMIT: 'Your company’s broadcasts are counted over the last 24 hours.',
  LIMIT: 'Your broadcasts to one list are counted over the last 24 hours.',
  SPAM: 'Your broadcasts are counted over the last 30 minutes.',
};
