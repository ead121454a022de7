import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '@tbs/db';
import type { ContactEntity, SessionEntity } from '../entities.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export const SESSION_DAYS = 30;
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface NewSession {
  session: SessionEntity;
  /** The bearer token, returned once to the client. */
  token: string;
}

/** Opens a 30-day session for a contact; only the token's SHA-256 is stored. */
export async function createSession(
  em: EntityManager,
  contact: ContactEntity,
  client: { ip?: string; userAgent?: string },
): Promise<NewSession> {
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

/** The live session of a bearer token (not revoked, not expired, active contact and company), else null. */
export async function findLiveSession(em: EntityManager, token: string): Promise<SessionEntity | null> {
  const session = await em.findOne(
    Session,
    { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: new Date() } },
    { populate: ['contact', 'contact.company'] },
  );
  if (!session || !session.contact.isActive || !session.contact.company.isActive) return null;
  if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date() });
  }
  return session;
}

/** Revokes one session. */
export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}
