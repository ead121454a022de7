import { randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  config,
  INSTALLATION_KEY_NAMES,
  useInstallationKeys,
  type Config,
  type InstallationKeyName,
  type InstallationKeys,
} from '@tbs/config';

/** A new key of each name: 32 random bytes as base64url (43 characters). */
export function newInstallationKeys(): InstallationKeys {
  const entries = INSTALLATION_KEY_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]);
  return Object.fromEntries(entries) as InstallationKeys;
}

/**
 * The installation's keys, made on its first start. The api processes of a cluster start together: each offers
 * new keys, the first insert wins, and every process reads back the same.
 */
export async function readInstallationKeys(em: EntityManager): Promise<InstallationKeys> {
  const connection = em.getConnection();
  const offered = Object.entries(newInstallationKeys());
  await connection.execute(
    `insert into installation_key (name, value) values ${offered.map(() => '(?, ?)').join(', ')}
       on conflict (name) do nothing`,
    offered.flat(),
  );
  const rows = await connection.execute<{ name: InstallationKeyName; value: string }[]>(
    'select name, value from installation_key',
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value])) as InstallationKeys;
}

/**
 * At an api start outside production: the keys the environment leaves unset become the installation's own, so
 * a demo reachable from a network cannot be forged with keys read in the source. Production takes every key
 * from the environment (each is required where it is used).
 */
export async function loadInstallationKeys(orm: MikroORM, settings: Config = config()): Promise<void> {
  if (settings.NODE_ENV === 'production' || INSTALLATION_KEY_NAMES.every((name) => settings[name])) return;
  useInstallationKeys(await readInstallationKeys(orm.em.fork()));
}

/** A key of the configuration; throws, naming the variable, when it is neither set nor loaded. */
export function requiredKey<K extends InstallationKeyName>(
  name: K,
  settings: Pick<Config, 'NODE_ENV' | K> = config(),
): string {
  const key = settings[name];
  if (key) return key;
  throw new Error(
    settings.NODE_ENV === 'production'
      ? `${name} must be set in production (32 or more random characters)`
      : `${name} is not set, and the installation's keys were not loaded (loadInstallationKeys at start-up)`,
  );
}
