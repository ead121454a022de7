import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, Contact, Session } from '@tbs/db';
import { blockColumnsSql, type BlockRow } from '../queries/blockState.ts';
import type { ContactEntity, SessionEntity } from '../entities.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export const SESSION_DAYS = 30;
/** last_seen_at is written at most this often per session, not on every request. */
export const LAST_SEEN_EVERY_MS = 60_000;

export interface NewSession {
  session: SessionEntity;
  /** The bearer token, returned once to the client. */
  token: string;
}

/**
 * Opens a 30-day session for a contact; only the token's SHA-256 is stored. A sign-in after staff forced a
 * logout ends every other session of the contact (also those that never called since) and clears the flag.
 */
export async function createSession(
  em: EntityManager,
  contact: ContactEntity,
  client: { ip?: string; userAgent?: string },
): Promise<NewSession> {
  if (contact.forceLogout) {
    await revokeContactSessions(em, contact.id);
    contact.forceLogout = false;
  }
  const token = newOpaqueToken();
  const session = em.create(Session, {
    contact,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    ip: client.ip?.slice(0, 64) ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  await em.flush();
  return { session, token };
}

/** A live session with its contact and company, and the block facts read in the same statement. */
export interface LiveSession {
  session: SessionEntity;
  blockRow: BlockRow;
}

interface LiveSessionRow extends BlockRow {
  session: Record<string, unknown>;
  contact: Record<string, unknown>;
  company: Record<string, unknown>;
}

/**
 * The live session of a bearer token, else null: not revoked, within its 30 days, used within the idle
 * timeout, and of an active contact and company. Refreshes last_seen_at at most once a minute. One narrow
 * statement per request: the session, contact and company rows (mapped to entities without another query)
 * and the member's block facts (policies/block.ts), so a member's request costs one statement before its own
 * work, as fresh as before (nothing is cached between requests).
 */
export async function findLiveSession(
  em: EntityManager,
  token: string,
  idleTimeoutMs: number,
): Promise<LiveSession | null> {
  const now = Date.now();
  const [row] = await em.execute<LiveSessionRow[]>(
    `select row_to_json(s) as session, row_to_json(c) as contact, row_to_json(co) as company,
            ${blockColumnsSql('co.id', 'c.id')}
       from session s join contact c on c.id = s.contact_id join company co on co.id = c.company_id
      where s.token_hash = ? and s.revoked_at is null and s.expires_at > ? and s.last_seen_at > ?
        and c.is_active and co.is_active`,
    [hashToken(token), new Date(now).toISOString(), new Date(now - idleTimeoutMs).toISOString()],
  );
  if (!row) return null;
  em.map(Company, row.company);
  em.map(Contact, row.contact);
  const session = em.map(Session, row.session);
  if (now - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
  }
  return { session, blockRow: row };
}

/** Revokes one session. */
export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}

/** Revokes every live session of a contact, except `keepSessionId` when given; the number revoked. */
export function revokeContactSessions(
  em: EntityManager,
  contactId: number,
  keepSessionId?: string,
): Promise<number> {
  return em.nativeUpdate(
    Session,
    { contact: contactId, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) },
    { revokedAt: new Date() },
  );
}
