import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '@tbs/config';
import { operatorInbox } from '../mail/contactMessageMail.ts';

/**
 * Where members may mail their inventory as a file: INVENTORY_EMAIL when configured, else the operator's
 * inbox (SUPPORT_EMAIL, else the first staff contact of the contact page); null when there is none.
 */
export async function inventoryInbox(
  em: EntityManager,
  inventoryEmail = config().INVENTORY_EMAIL,
): Promise<string | null> {
  return inventoryEmail ?? (await operatorInbox(em));
}
