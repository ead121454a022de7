import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppSettings } from '../context.ts';
import { operatorInbox } from '../mail/contactMessageMail.ts';

/**
 * Where members may mail their inventory as a file: INVENTORY_EMAIL when configured, else the operator's
 * inbox (SUPPORT_EMAIL, else the first staff contact of the contact page); null when there is none.
 */
export async function inventoryInbox(
  em: EntityManager,
  settings: Pick<AppSettings, 'INVENTORY_EMAIL' | 'SUPPORT_EMAIL'>,
): Promise<string | null> {
  return settings.INVENTORY_EMAIL ?? (await operatorInbox(em, settings));
}
