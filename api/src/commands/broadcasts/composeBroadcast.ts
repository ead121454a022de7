import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, requeueBroadcast, Setting } from '@tbs/db';
import { DEFAULT_SETTINGS } from '@tbs/db/reference';
import {
  ApiError,
  AuthorizationError,
  InvalidRequestError,
  NotFoundError,
  ValidationError,
} from '../../errors.ts';
import { BROADCAST_RULES, isOkToResend, type BroadcastRuleCode } from './broadcastRules.ts';
import { RULES_NOT_OBEYED } from '@tbs/rules/forms';

/** What a member composes (validated by the route's schema). */
export interface ComposedBroadcast {
  listId: number;
  side: 'WTB' | 'WTS';
  quantity: string;
  brand: string;
  description: string;
  condition: string;
  price: string;
  currency: 'EUR' | 'USD' | 'GBP';
  productLink?: string;
  additionalInfo?: string;
  /** The address replies go to: one of the contact's own; the main one when absent. */
  fromEmail?: string;
}

/** Who sends: the signed-in contact and its company. */
export interface BroadcastSender {
  contactId: number;
  companyId: number;
  email: string;
  emailAlt: string | null;
}

export const BROADCAST_MESSAGES = {
  rulesNotObeyed: RULES_NOT_OBEYED,
  sent: 'Broadcast sent',
  deleted: 'Broadcast successfully deleted',
  resent: 'Broadcast successfully resent',
  notFound: 'Broadcast not found',
  notOwner: 'Only the member who sent this broadcast may change it.',
  serviceOnly: 'Service-only members cannot send broadcasts. Please contact us to upgrade your membership.',
  resendTooEarly: 'A broadcast can be resent 3 days after it was sent.',
  unknownList: 'Please choose one of the broadcast lists',
  foreignFromEmail: 'Please send from one of your own e-mail addresses',
} as const;

/** 400 'Broadcast rules not obeyed.' with the rule's code as payload.extra (spec section 8). */
export const BroadcastRulesError = (code: BroadcastRuleCode) =>
  new ApiError('broadcast_rules', 400, BROADCAST_MESSAGES.rulesNotObeyed, {
    payload: { msg: BROADCAST_MESSAGES.rulesNotObeyed, extra: code },
  });

/**
 * The subject and message of a composed broadcast. The spec names the fields but not how the product writes
 * them into a mail, so: the subject is "WTS 10x HPE 123-ABC (NEW)", the message repeats every field on its own
 * line, plain text (the rules allow nothing else), with the additional info last. The subject is made of the
 * offered goods only, never of the sender's name, company or address: visitors see it (home list, RSS, a
 * broadcast's page), while the message, which the sender may sign, is for members.
 */
export function broadcastText(input: ComposedBroadcast): { subject: string; message: string } {
  const subject = `${input.side} ${input.quantity}x ${input.brand} ${input.description} (${input.condition})`;
  const lines = [
    subject,
    '',
    `Quantity: ${input.quantity}`,
    `Brand: ${input.brand}`,
    `Description / part number: ${input.description}`,
    `Condition: ${input.condition}`,
    `Price: ${input.price} ${input.currency}`,
    ...(input.productLink ? [`Product link: ${input.productLink}`] : []),
    ...(input.additionalInfo ? ['', input.additionalInfo] : []),
  ];
  return { subject, message: lines.join('\n') };
}

/**
 * Serialises a company's sends (new and resent broadcasts) for the rest of the transaction, so the counts
 * below cannot be outrun by a parallel send from another tab or a colleague, and answers the time the send
 * happens at (taken after the wait: the windows and the new row's date agree with the order of sends).
 */
async function lockCompanySends(tx: EntityManager, companyId: number): Promise<Date> {
  await tx.execute('select pg_advisory_xact_lock(?, ?)', [ADVISORY_LOCKS.broadcastSend, companyId]);
  const [row] = await tx.execute<{ at: Date }[]>('select clock_timestamp() as at');
  return new Date(row!.at);
}

interface RuleCounts {
  companyDay: number;
  listDay: number;
  spam: number;
  duplicates: number;
}

const NORMALISED = (text: string) => `lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g'))`;

/**
 * The sends that count against the rules, as of `at`. Deleted broadcasts count too: they were mailed, and a
 * removal must not make room for another send. A broadcast's date is its last send (a resend moves it).
 */
async function countSends(
  tx: EntityManager,
  sender: BroadcastSender,
  at: Date,
  listId: number,
  side: string,
  text: { subject: string; message: string } | null,
): Promise<RuleCounts> {
  const since = (ms: number) => new Date(at.getTime() - ms);
  const [row] = await tx.execute<Record<keyof RuleCounts, string>[]>(
    `select count(*) filter (where created_at > ?) as "companyDay",
            count(*) filter (where contact_id = ? and list_id = ? and created_at > ?) as "listDay",
            count(*) filter (where contact_id = ? and created_at > ?) as spam,
            count(*) filter (where ?::boolean and contact_id = ? and list_id = ? and side = ?
                               and ${NORMALISED(`subject || ' ' || message`)} = ${NORMALISED(`?::text || ' ' || ?::text`)}
                        ) as duplicates
       from broadcast
      where company_id = ? and created_at > ?`,
    [
      since(BROADCAST_RULES.dayWindowMs),
      sender.contactId,
      listId,
      since(BROADCAST_RULES.dayWindowMs),
      sender.contactId,
      since(BROADCAST_RULES.spamWindowMs),
      text !== null,
      sender.contactId,
      listId,
      side,
      text?.subject ?? '',
      text?.message ?? '',
      sender.companyId,
      since(Math.max(BROADCAST_RULES.duplicateWindowMs, BROADCAST_RULES.dayWindowMs)),
    ],
  );
  return {
    companyDay: Number(row!.companyDay),
    listDay: Number(row!.listDay),
    spam: Number(row!.spam),
    duplicates: Number(row!.duplicates),
  };
}

/** The first rule one more send would break (the spec's order), or null. */
export function brokenRule(counts: RuleCounts): BroadcastRuleCode | null {
  if (counts.duplicates > 0) return 'DUPL';
  if (counts.companyDay >= BROADCAST_RULES.dayLimit) return 'DAYLIMIT';
  if (counts.listDay >= BROADCAST_RULES.listLimit) return 'LIMIT';
  if (counts.spam >= BROADCAST_RULES.spamLimit) return 'SPAM';
  return null;
}

/** The sender address: one of the contact's own (case as stored), the main one by default. */
function senderAddress(sender: BroadcastSender, fromEmail: string | undefined): string {
  if (!fromEmail) return sender.email;
  const own = [sender.email, sender.emailAlt].find(
    (address) => address && address.toLowerCase() === fromEmail.toLowerCase(),
  );
  if (!own) throw ValidationError([{ param: 'fromEmail', msg: BROADCAST_MESSAGES.foreignFromEmail }]);
  return own;
}

/**
 * Sends a broadcast under the rules: in one transaction, with the company's sends serialised, the rules are
 * counted and the row inserted. The insert alone queues delivery, saved-search matching and live updates
 * (broadcast_pending); nothing is mailed here. Throws 400 'Broadcast rules not obeyed.' with the code.
 */
export async function composeBroadcast(
  em: EntityManager,
  sender: BroadcastSender,
  input: ComposedBroadcast,
): Promise<{ id: number }> {
  const fromEmail = senderAddress(sender, input.fromEmail);
  const text = broadcastText(input);
  return em.transactional(async (tx) => {
    const [list] = await tx.execute<{ id: number }[]>('select id from broadcast_list where id = ?', [
      input.listId,
    ]);
    if (!list) throw ValidationError([{ param: 'listType', msg: BROADCAST_MESSAGES.unknownList }]);
    const at = await lockCompanySends(tx, sender.companyId);
    const broken = brokenRule(await countSends(tx, sender, at, input.listId, input.side, text));
    if (broken) throw BroadcastRulesError(broken);
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                              condition, product_link, price, currency, additional_info, from_email, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        input.listId,
        sender.companyId,
        sender.contactId,
        input.side,
        text.subject,
        text.message,
        input.quantity,
        input.brand,
        input.description,
        input.condition,
        input.productLink ?? null,
        input.price,
        input.currency,
        input.additionalInfo ?? null,
        fromEmail,
        at,
      ],
    );
    return { id: Number(row!.id) };
  });
}

interface OwnedBroadcastRow {
  id: string;
  contact_id: number;
  list_id: number;
  side: string;
  created_at: Date;
}

/** The broadcast, not removed, locked for the change; 404 when there is none, 403 for anyone but its sender. */
async function ownBroadcastForChange(
  tx: EntityManager,
  sender: BroadcastSender,
  id: number,
): Promise<OwnedBroadcastRow> {
  const [row] = await tx.execute<OwnedBroadcastRow[]>(
    'select id, contact_id, list_id, side, created_at from broadcast where id = ? and deleted_at is null for update',
    [id],
  );
  if (!row) throw NotFoundError(BROADCAST_MESSAGES.notFound);
  // The sender alone: the spec gives the menu to "the owner", a contact, not the colleagues of its company.
  if (row.contact_id !== sender.contactId) throw AuthorizationError(BROADCAST_MESSAGES.notOwner);
  return row;
}

/** Removes one's own broadcast (soft: deleted_at). */
export async function deleteOwnBroadcast(
  em: EntityManager,
  sender: BroadcastSender,
  id: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    await ownBroadcastForChange(tx, sender, id);
    await tx.execute('update broadcast set deleted_at = now() where id = ?', [id]);
  });
}

/**
 * Resends one's own broadcast once its last send is older than 3 days: it is sent again, so it counts against
 * DAYLIMIT, LIMIT and SPAM like a new one (not DUPL: a resend is the same broadcast by design), and its date
 * moves to now (resent_at marks it), which puts it at the top of the newest-first list. The pipeline's
 * consumers are queued again (delivery, saved searches, live).
 */
export async function resendOwnBroadcast(
  em: EntityManager,
  sender: BroadcastSender,
  id: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    const at = await lockCompanySends(tx, sender.companyId);
    const row = await ownBroadcastForChange(tx, sender, id);
    if (!isOkToResend({ createdAt: new Date(row.created_at) }, at))
      throw InvalidRequestError(BROADCAST_MESSAGES.resendTooEarly, 'resend_too_early');
    const broken = brokenRule(await countSends(tx, sender, at, row.list_id, row.side, null));
    if (broken) throw BroadcastRulesError(broken);
    await tx.execute('update broadcast set created_at = ?, resent_at = ? where id = ?', [at, at, id]);
    await requeueBroadcast(tx, id);
  });
}

/**
 * Whether the company has used its sends of the day (DAYLIMIT), the setting's title and message, and when
 * the next send is possible (the window is a rolling 24 hours: when the oldest send that fills it leaves it).
 */
export async function broadcastLimit(
  em: EntityManager,
  sender: BroadcastSender,
): Promise<{
  broadcastLimitReached: boolean;
  resetsAt: string | null;
  data: { web: { title: string; message: string } };
}> {
  // The dayLimit-th newest send of the window: while it is in the window, the limit is reached.
  const [filling] = await em.execute<{ created_at: Date }[]>(
    'select created_at from broadcast where company_id = ? and created_at > ? order by created_at desc limit 1 offset ?',
    [sender.companyId, new Date(Date.now() - BROADCAST_RULES.dayWindowMs), BROADCAST_RULES.dayLimit - 1],
  );
  const setting = await em.findOne(Setting, { key: 'broadcastLimit' });
  const fallback = DEFAULT_SETTINGS.broadcastLimit as { web: { title: string; message: string } };
  const stored = setting?.value as { web?: { title?: unknown; message?: unknown } } | undefined;
  const web = {
    title: typeof stored?.web?.title === 'string' ? stored.web.title : fallback.web.title,
    message: typeof stored?.web?.message === 'string' ? stored.web.message : fallback.web.message,
  };
  const resetsAt = filling
    ? new Date(new Date(filling.created_at).getTime() + BROADCAST_RULES.dayWindowMs).toISOString()
    : null;
  return { broadcastLimitReached: filling !== undefined, resetsAt, data: { web } };
}
