import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '@tbs/db';
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

/**
 * The live session of a bearer token, else null: not revoked, within its 30 days, used within the idle
 * timeout, and of an active contact and company. Refreshes last_seen_at at most once a minute.
 */
export async function findLiveSession(
  em: EntityManager,
  token: string,
  idleTimeoutMs: number,
): Promise<SessionEntity | null> {
  const now = Date.now();
  const session = await em.findOne(
    Session,
    {
      tokenHash: hashToken(token),
      revokedAt: null,
      expiresAt: { $gt: new Date(now) },
      lastSeenAt: { $gt: new Date(now - idleTimeoutMs) },
    },
    { populate: ['contact', 'contact.company'] },
  );
  if (!session || !session.contact.isActive || !session.contact.company.isActive) return null;
  if (now - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
  }
  return session;
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
