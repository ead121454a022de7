/**
 * The broadcast rules (spec part 1, sections 8 and 9) as numbers, and the codes the api answers with
 * ('Broadcast rules not obeyed.', payload.extra).
 */
export const BROADCAST_RULES = {
  /**
   * DUPL: the same broadcast only once a week, a rolling 7 days. "The same": the same contact, list and side
   * and the same subject and message once lower-cased and with runs of white space made one space (the
   * subject and message are built from every compose field, so a changed price or quantity is a new offer).
   */
  duplicateWindowMs: 7 * 24 * 3_600_000,
  /**
   * DAYLIMIT: 20 a day "in total". The spec does not say per contact or per company: the stricter reading,
   * per company (all its contacts together), in any rolling 24 hours (stricter than a calendar day).
   */
  dayLimit: 20,
  dayWindowMs: 24 * 3_600_000,
  /** LIMIT: 5 per list per contact in any rolling 24 hours. */
  listLimit: 5,
  /**
   * SPAM: 5 "at the same time", then wait: the error says 15 minutes, the rules page 30. The stricter: at
   * most 5 of a contact's sends in any 30 minutes.
   */
  spamLimit: 5,
  spamWindowMs: 30 * 60_000,
  /** A broadcast may be resent once its last send is older than 3 days. */
  resendAfterMs: 3 * 24 * 3_600_000,
} as const;

/** The rules' codes and the spec's reasons for them: @tbs/rules/forms (the web shows them too). */
export type { BroadcastRuleCode } from '@tbs/rules/forms';

/**
 * Whether a broadcast may be resent now: its date (the last time it was sent: a resend moves it) is older
 * than 3 days.
 */
export function isOkToResend(broadcast: { createdAt: Date }, now: Date = new Date()): boolean {
  return now.getTime() - broadcast.createdAt.getTime() > BROADCAST_RULES.resendAfterMs;
}
