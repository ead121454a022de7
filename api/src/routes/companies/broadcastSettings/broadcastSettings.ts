import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignedIn } from '../../../context.ts';
import { AuthorizationError, ValidationError } from '../../../errors.ts';
import { okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import {
  BROADCAST_SETTINGS_MESSAGES,
  BroadcastSettingsAnswer,
  UpdateBroadcastSettingsAnswer,
  UpdateBroadcastSettingsSchema,
  type UpdateBroadcastSettingsReq,
} from './schema.ts';

const tags = ['companies'];
const EMAIL_SETS = ['primary', 'alternate'] as const;
type EmailSet = (typeof EMAIL_SETS)[number];

/** Service-only members have no broadcast settings (spec part 1 section 9): 403 with the reason. */
function requireBroadcastMember(auth: SignedIn): void {
  if (auth.company.isServiceOnly) throw AuthorizationError(BROADCAST_SETTINGS_MESSAGES.serviceOnly);
}

/**
 * A contact's settings of every list for both address sets, in the lists' order. A list without a row is
 * No email (2): the worker's delivery reads a missing row the same way (worker/src/broadcasts/delivery.ts).
 */
async function loadSettings(em: EntityManager, contactId: number) {
  const rows = await em
    .getConnection()
    .execute<{ list_id: number; name: string; primary_type: number | null; alternate_type: number | null }[]>(
      `select l.id as list_id, l.name,
            (select type from broadcast_setting where contact_id = ? and list_id = l.id and email_set = 'primary') as primary_type,
            (select type from broadcast_setting where contact_id = ? and list_id = l.id and email_set = 'alternate') as alternate_type
       from broadcast_list l order by l.sort_order, l.id`,
      [contactId, contactId],
    );
  const of = (set: EmailSet) =>
    rows.map((row) => ({
      listId: row.list_id,
      label: row.name,
      type: (row[`${set}_type`] ?? 2) as 0 | 1 | 2,
    }));
  return { primary: of('primary'), alternate: of('alternate') };
}

/** 400 unless each set names every list exactly once. */
function checkEveryList(body: UpdateBroadcastSettingsReq, listIds: number[]): void {
  for (const set of EMAIL_SETS) {
    const named = body[set].map((setting) => setting.listId);
    const complete =
      named.length === listIds.length &&
      new Set(named).size === named.length &&
      named.every((id) => listIds.includes(id));
    if (!complete) throw ValidationError([{ param: set, msg: BROADCAST_SETTINGS_MESSAGES.everyList }]);
  }
}

/** The signed-in contact's broadcast settings (spec part 1 sections 3 and 7). */
export function broadcastSettingsRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/me/broadcastSettings',
    tags,
    summary: "The contact's delivery of each broadcast list, for the primary and the alternate address",
    description:
      'type: 0 Standard (at once), 1 Digest (daily), 2 No email; a list never set is No email. ' +
      '403 for service-only members.',
    access: 'member',
    response: BroadcastSettingsAnswer,
    handler: async (ctx) => {
      requireBroadcastMember(ctx.auth);
      const { contact } = ctx.auth;
      return okPayload({
        ...(await loadSettings(ctx.state.em, contact.id)),
        primaryEmail: contact.email,
        alternateEmail: contact.emailAlt ?? null,
      });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/me/broadcastSettings',
    tags,
    summary: 'Replaces all broadcast settings of the contact (both sets, every list)',
    description: '400 unless each set names every list once; 403 for service-only members.',
    access: 'member',
    schemas: { body: UpdateBroadcastSettingsSchema },
    response: UpdateBroadcastSettingsAnswer,
    handler: async (ctx) => {
      requireBroadcastMember(ctx.auth);
      const em = ctx.state.em;
      const lists = await em.getConnection().execute<{ id: number }[]>('select id from broadcast_list');
      const body = ctx.input.body;
      checkEveryList(
        body,
        lists.map((list) => list.id),
      );
      const rows = EMAIL_SETS.flatMap((set) =>
        body[set].map((setting) => [set, setting.listId, setting.type]),
      );
      // One statement: all settings or none.
      await em.getConnection().execute(
        `insert into broadcast_setting (contact_id, list_id, email_set, type)
         select ?, (r->>1)::smallint, r->>0, (r->>2)::smallint from jsonb_array_elements(?::jsonb) r
         on conflict (contact_id, list_id, email_set) do update set type = excluded.type`,
        [ctx.auth.contact.id, JSON.stringify(rows)],
      );
      return okPayload({ msg: BROADCAST_SETTINGS_MESSAGES.updated });
    },
  });
}
