import type { User } from '../../api/types.ts';
import { ComposeBroadcastSchema } from '@tbs/rules/forms';
import { schemaErrors } from '../../forms/useSchemaForm.ts';
import { formatDateTime } from '../../format/dates.ts';

/** The editable fields of the compose modal (spec part 1, section 3: the compose payload). */
export interface ComposeForm {
  /** The 'To' list's id, as the select's value ('' until chosen). */
  listType: string;
  fromEmail: string;
  broadcastType: 'wts' | 'wtb';
  quantity: string;
  brand: string;
  desc: string;
  condition: string;
  pLink: string;
  price: string;
  currency: 'EUR' | 'USD' | 'GBP';
  additionalInfo: string;
}

export type ComposeFormErrors = Partial<Record<keyof ComposeForm, string>>;

/** The conditions offered as suggestions (the field takes any text of at most 20 characters). */
export const CONDITION_SUGGESTIONS = ['NEW', 'F/S', 'NOB', 'REF', 'USED', 'ASIS'] as const;

/** An empty form: WTS and EUR by default, sent from the user's main address. */
export function initialComposeForm(user: Pick<User, 'email'> | null): ComposeForm {
  return {
    listType: '',
    fromEmail: user?.email ?? '',
    broadcastType: 'wts',
    quantity: '',
    brand: '',
    desc: '',
    condition: '',
    pLink: '',
    price: '',
    currency: 'EUR',
    additionalInfo: '',
  };
}

/**
 * Validation of spec section 5 with the api's ComposeBroadcastSchema: the 'To' list, quantity, brand,
 * description, condition and price required, each within its length; product link and additional info are
 * only bounded.
 */
export function composeFormErrors(form: ComposeForm): ComposeFormErrors {
  return schemaErrors(ComposeBroadcastSchema, form) as ComposeFormErrors;
}

/** The body of POST /api/broadcasts. */
export function composeRequestBody(form: ComposeForm): Record<string, string> {
  const body: Record<string, string> = {
    listType: form.listType.trim(),
    broadcastType: form.broadcastType,
    quantity: form.quantity.trim(),
    brand: form.brand.trim(),
    desc: form.desc.trim(),
    condition: form.condition.trim(),
    price: form.price.trim(),
    currency: form.currency,
  };
  if (form.fromEmail.trim()) body.fromEmail = form.fromEmail.trim();
  if (form.pLink.trim()) body.pLink = form.pLink.trim();
  if (form.additionalInfo.trim()) body.additionalInfo = form.additionalInfo.trim();
  return body;
}

/** The reasons of the rules' codes, in the spec's words (section 8). */
export const BROADCAST_RULE_REASONS: Record<string, string> = {
  DUPL: 'Duplicate broadcast attempt',
  DAYLIMIT: 'Limit of maximum 20 broadcasts per day',
  LIMIT: 'Limit of maximum 5 broadcasts per list per contact per day',
  SPAM: 'Spam Limit of maximum 5 broadcasts per 15 minutes',
};

/** How each rule counts (api/src/commands/broadcasts/broadcastRules.ts): rolling windows, not calendar days. */
const RULE_WINDOWS: Record<string, string> = {
  DUPL: 'The same broadcast can be sent once a week.',
  DAYLIMIT: 'Your company’s broadcasts are counted over the last 24 hours.',
  LIMIT: 'Your broadcasts to one list are counted over the last 24 hours.',
  SPAM: 'Your broadcasts are counted over the last 30 minutes.',
};

/** The day limit's rule and when the next send is possible, for the compose form's notice. */
export function dayLimitExplanation(resetsAt: string | null): string {
  const rule = `${BROADCAST_RULE_REASONS.DAYLIMIT}. ${RULE_WINDOWS.DAYLIMIT}`;
  return resetsAt ? `${rule} You can send again from ${formatDateTime(resetsAt)}.` : rule;
}

export const RULES_NOT_OBEYED = 'Broadcast rules not obeyed.';

/**
 * The error snackbar of a failed send: 'Broadcast rules not obeyed' with the rule's reason, otherwise
 * 'Something went wrong' with the server's message.
 */
export function composeFailure(body: {
  msg?: string;
  payload?: { msg?: string; extra?: string };
  errors?: { msg: string }[];
}): { title: string; message: string } {
  const code = body.payload?.extra;
  if ((body.msg === RULES_NOT_OBEYED || body.payload?.msg === RULES_NOT_OBEYED) && code) {
    const reason = BROADCAST_RULE_REASONS[code] ?? code;
    const window = RULE_WINDOWS[code];
    return { title: 'Broadcast rules not obeyed', message: window ? `${reason}. ${window}` : reason };
  }
  return {
    title: 'Something went wrong',
    message: body.msg || body.errors?.[0]?.msg || 'The broadcast could not be sent. Please try again.',
  };
}

/** The server's field errors as the form's (a field the form knows), e.g. the list or sender address. */
export function serverFieldErrors(errors: { param: string; msg: string }[] | undefined): ComposeFormErrors {
  const found: ComposeFormErrors = {};
  const fields = Object.keys(initialComposeForm(null)) as (keyof ComposeForm)[];
  for (const error of errors ?? []) {
    const field = fields.find((name) => name === error.param);
    if (field && !found[field]) found[field] = error.msg;
  }
  return found;
}
