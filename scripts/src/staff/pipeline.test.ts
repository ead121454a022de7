import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestSql } from '@tbs/db/testing';
import { buildBroadcast, buildContact, useTestDatabase } from '@tbs/db/testing';
import { listFailedPending, pipelineCommand, retryPending } from './pipeline.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

describe('npm run staff -- pipeline', () => {
  it('lists the broadcasts a consumer failed and makes one due again now', async () => {
    const sender = await buildContact(orm);
    const id = await buildBroadcast(orm, { id: sender.contact.id, company: sender.company.id });
    await sql.rows(
      `update broadcast_pending set attempts = 3, retry_at = now() + interval '1 hour', last_error = 'SMTP refused'
        where broadcast_id = $1 and consumer = 'delivery'`,
      [id],
    );
    const listed = await listFailedPending(sql.client);
    expect(listed).toContain(`broadcast ${id}  delivery  3 failed`);
    expect(listed).toContain('SMTP refused');
    expect(listed).not.toContain(`broadcast ${id}  live`);

    expect(await retryPending(sql.client, id)).toBe(`Broadcast ${id} is tried again now (1 consumer).`);
    const [row] = await sql.rows<{ due: boolean; attempts: number }>(
      `select retry_at <= now() as due, attempts from broadcast_pending where broadcast_id = $1 and consumer = 'delivery'`,
      [id],
    );
    expect(row).toEqual({ due: true, attempts: 3 });
    await expect(retryPending(sql.client, 2_000_000_000)).rejects.toThrow('has no failed consumer waiting');
    await sql.rows('delete from broadcast_pending where broadcast_id = $1', [id]);
  });

  it('refuses what it does not know', () => {
    expect(() => pipelineCommand(['retry', 'abc'])).toThrow('Usage');
    expect(() => pipelineCommand(['failed', 'now'])).toThrow('Usage');
  });
});
