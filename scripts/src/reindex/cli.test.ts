import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import { buildCompany, buildPart, uniqueToken } from '@tbs/db/testing';
import { createSearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { captureRun } from '../cli/output.ts';
import { runReindex } from './cli.ts';

const databaseUrl = process.env.DATABASE_URL!;
const writer = createSearchWriter();
const reader = createSearchReader({ poolSize: 1 });
let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(databaseUrl);
});
afterAll(async () => {
  await Promise.all([writer.close(), reader.close()]);
  await orm.close(true);
});

const cli = (args: string[]) => captureRun((output) => runReindex(args, output, { databaseUrl, writer }));

describe('npm run reindex (in-process)', () => {
  it('rebuilds the kinds asked for from the database, so search finds a part written outside the outbox', async () => {
    const T = uniqueToken();
    const { id: company } = await buildCompany(orm, { name: `Reindexed ${T}` });
    await buildPart(orm, company, `${T}REINDEXED1`);

    const run = await cli(['--', 'part']);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/^Reindexed [\d,]+ part documents in [\d.]+ s\n$/);
    const found = await reader.search('part', { term: `${T}REINDEXED1`, page: 1, pageSize: 10 });
    expect(found.total).toBe(1);
  });

  it('refuses an unknown kind with the usage and exit code 2, before touching the index', async () => {
    const run = await cli(['parts']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown kind parts; kinds: part, broadcast, company');
    expect(run.stderr).toContain('Usage: npm run reindex');
  });
});
