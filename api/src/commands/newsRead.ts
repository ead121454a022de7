import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from '@tbs/db';

/**
 * Marks every news item published until now as read by the contact (contact.news_read_at): the unread-news
 * badge counts only what is published after it.
 */
export async function markNewsRead(em: EntityManager, contactId: number): Promise<Date> {
  const readAt = new Date();
  await em.nativeUpdate(Contact, { id: contactId }, { newsReadAt: readAt });
  return readAt;
}
