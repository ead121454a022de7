import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { Contact } from '@tbs/db';
import type { ContactEntity } from '../entities.ts';

/** The contact with this e-mail address, compared case-insensitively (as the unique index does), with its company. */
export function findContactByEmail(em: EntityManager, email: string): Promise<ContactEntity | null> {
  return em.findOne(
    Contact,
    { [raw('lower(email)')]: email.trim().toLowerCase() },
    { populate: ['company'] },
  );
}
