import {
  BROADCAST_RULE_REASONS,
  BROADCAST_RULE_WINDOWS,
  RULES_NOT_OBEYED,
  type BroadcastRuleCode,
} from '@tbs/rules/forms';
import { formatDateTime } from '../../format/dates.ts';

/** The day limit's rule and when the next send is possible, for the compose form's notice. */
export function dayLimitExplanation(resetsAt: string | null): string {
  const rule = `${BROADCAST_RULE_REASONS.DAYLIMIT}. ${BROADCAST_RULE_WINDOWS.DAYLIMIT}`;
  return resetsAt ? `${rule} You can send again from ${formatDateTime(resetsAt)}.` : rule;
}

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
    const reason = BROADCAST_RULE_REASONS[code as BroadcastRuleCode] ?? code;
    const window = BROADCAST_RULE_WINDOWS[code as BroadcastRuleCode];
    return { title: 'Broadcast rules not obeyed', message: window ? `${reason}. ${window}` : reason };
  }
  return {
    title: 'Something went wrong',
    message: body.msg || body.errors?.[0]?.msg || 'The broadcast could not be sent. Please try again.',
  };
}
