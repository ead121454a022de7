import type { MikroORM } from '@mikro-orm/postgresql';
import { createReadSql, type ReadReplicas, type ReadSql } from '@tbs/search';

/**
 * The api's read-only SQL service (ctx.services.readSql): the statements the news and analytics queries send
 * with `?` placeholders, run on the read replicas in rotation (their values written in by MikroORM's own
 * formatting, so a replica's answer is the primary's) and on the primary through the ORM's connection when a
 * read must be fresh, no replica is in rotation or none is configured. Nothing here writes.
 */
export function createApiReadSql(orm: MikroORM, replicas: ReadReplicas | undefined): ReadSql {
  const platform = orm.em.getPlatform();
  return createReadSql(
    {
      execute: (sql, params) => orm.em.getConnection().execute(sql, [...params]),
      // The ORM's connection is the app's: its maker closes it.
      close: async () => undefined,
    },
    (sql, params) => platform.formatQuery(sql, [...params]),
    replicas,
  );
}
