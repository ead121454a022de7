import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Broadcast } from '@tbs/db';
import {
  buildBroadcast,
  buildCompany,
  buildContact,
  buildPart,
  uniqueToken,
  type BuiltContact,
} from '@tbs/db/testing';
import { normalisePartNumber } from '@tbs/rules';
import { embedBroadcasts, createBroadcastConsumer } from '@tbs/worker/testing';
import { loadEmbeddingModel, type Embedder } from '@tbs/models';
import { pino } from 'pino';
import { AiPossibleMatches } from '../../../queries/aiPossibleMatches.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';

let server: TestServer;
let seller: BuiltContact;
let sellerToken: string;
let buyers: BuiltContact;
let colleague: BuiltContact;

beforeAll(async () => {
  server = await startTestServer();
  seller = await buildContact(server.orm);
  colleague = await buildContact(server.orm, { company: seller.company });
  buyers = await buildContact(server.orm);
  sellerToken = await server.signIn(seller);
});
afterAll(() => server.close());

interface Match {
  broadcastId: number;
  similarity: number;
  strategy?: string;
  broadcast: { id: number; side: string; subject: string };
}
interface MatchesAnswer {
  status: number;
  payload: { strategy: string; available: boolean; disabled: boolean; results: Match[] };
}

/** A part number no other test uses, written with separators as sellers do. */
const partNumber = () => `${uniqueToken()}-B21`;

/** A word no other broadcast has (letters only, so it stays one word). */
const uniqueWord = () =>
  `Zq${uniqueToken()
    .slice(1)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
    .toLowerCase()}`;

function matchesOf(id: number, token = sellerToken, query = '', strategy = 'old') {
  return server.request<MatchesAnswer>('GET', `/api/broadcasts/possibleMatches/${id}/${strategy}${query}`, {
    token,
  });
}

describe('GET /api/broadcasts/possibleMatches/{id}/old', () => {
  it('offers the other side, part-number matches above word matches, never own company or removed ones', async () => {
    const part = partNumber();
    const [w1, w2] = [uniqueWord(), uniqueWord()];
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTS',
      subject: `WTS: 5x HPE ${part} REF`,
      description: `${w1} ${w2} module`,
    });
    // Typed without the separator: the normalised part number still matches.
    const byPart = await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTB',
      subject: `WTB: 2x ${part.replace('-', '')} NEW`,
      description: 'Server part',
    });
    const byWords = await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTB',
      subject: `WTB ${w1} ${w2} module`,
      description: 'Any condition',
    });
    const sameSide = await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTS',
      subject: `WTS ${part}`,
    });
    const ownCompany = await buildBroadcast(server.orm, colleague.contact, {
      side: 'WTB',
      subject: `WTB ${part}`,
    });
    const removed = await buildBroadcast(server.orm, buyers.contact, { side: 'WTB', subject: `WTB ${part}` });
    const em = server.orm.em.fork();
    await em.nativeUpdate(Broadcast, { id: removed }, { deletedAt: new Date() });

    const answer = await matchesOf(source);
    expect(answer.status).toBe(200);
    const { results, available, disabled, strategy } = answer.body.payload;
    expect({ strategy, available, disabled }).toEqual({ strategy: 'old', available: true, disabled: false });
    expect(results.map((match) => match.broadcastId)).toEqual([byPart, byWords]);
    for (const id of [sameSide, ownCompany, removed, source]) {
      expect(results.map((match) => match.broadcastId)).not.toContain(id);
    }
    const [partMatch, wordMatch] = results;
    expect(partMatch!.similarity).toBeGreaterThanOrEqual(50);
    expect(partMatch!.similarity).toBeLessThanOrEqual(100);
    expect(wordMatch!.similarity).toBeGreaterThan(0);
    expect(wordMatch!.similarity).toBeLessThan(50);
    expect(Number.isInteger(partMatch!.similarity)).toBe(true);
    expect(partMatch!.broadcast).toMatchObject({ id: byPart, side: 'WTB' });
    expect(partMatch!.strategy).toBeUndefined();
  });

  it('answers at most 10, the best first, and names the method when asked', async () => {
    const part = partNumber();
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTB',
      subject: `WTB 3x ${part}`,
      description: uniqueWord(),
    });
    for (let index = 0; index < 12; index += 1) {
      await buildBroadcast(server.orm, buyers.contact, { side: 'WTS', subject: `WTS ${index}x ${part} REF` });
    }
    const answer = await matchesOf(source, sellerToken, '?showStrategy=true');
    const { results } = answer.body.payload;
    expect(results).toHaveLength(10);
    const similarities = results.map((match) => match.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    expect(results.every((match) => match.strategy === 'old' && match.broadcast.side === 'WTS')).toBe(true);
  });

  it('is the sender’s alone: other members, colleagues and service-only members get 403, visitors 401', async () => {
    const source = await buildBroadcast(server.orm, seller.contact);
    expect((await matchesOf(source, await server.signIn(buyers))).status).toBe(403);
    expect((await matchesOf(source, await server.signIn(colleague))).status).toBe(403);
    const serviceCompany = await buildCompany(server.orm, { isServiceOnly: true });
    const service = await buildContact(server.orm, { company: serviceCompany });
    const own = await buildBroadcast(server.orm, service.contact);
    expect((await matchesOf(own, await server.signIn(service))).status).toBe(403);
    expect((await server.request('GET', `/api/broadcasts/possibleMatches/${source}/old`)).status).toBe(401);
  });

  it('answers 404 for an unknown or removed broadcast', async () => {
    expect((await matchesOf(2_000_000_000)).status).toBe(404);
    const removed = await buildBroadcast(server.orm, seller.contact);
    await server.orm.em.fork().nativeUpdate(Broadcast, { id: removed }, { deletedAt: new Date() });
    const answer = await matchesOf(removed);
    expect(answer.status).toBe(404);
  });
});

/** Runs the worker's 'embedding' consumer over every pending broadcast, as the worker would. */
async function embedPending(model: Embedder): Promise<void> {
  const consumer = createBroadcastConsumer({
    databaseUrl: process.env.DATABASE_URL!,
    consumer: 'embedding',
    logger: pino({ level: 'silent' }),
    handle: async (ids, client) => void (await embedBroadcasts(client, model, ids)),
  });
  try {
    await consumer.drainUntilEmpty();
  } finally {
    await consumer.close();
  }
}

describe('GET /api/broadcasts/possibleMatches/{id}/ai', () => {
  let model: Embedder;
  beforeAll(async () => {
    const loaded = await loadEmbeddingModel();
    if (!loaded.available) throw new Error(loaded.reason);
    model = loaded;
  });
  afterAll(() => model.close());

  it('finds the WTS worded differently by the embedding model, with the old rules of who and when', async () => {
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTB',
      subject: 'WTB 20x 875490-B21 HPE 960GB SATA MU SFF SSD',
      description: '960GB SATA MU SFF SSD',
    });
    const worded = {
      side: 'WTS' as const,
      subject: 'WTS 960 GB solid state drives for ProLiant Gen10, mixed use, 2.5"',
      description: 'HP 960G SATA mixed use SC',
    };
    const match = await buildBroadcast(server.orm, buyers.contact, worded);
    const other = await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTS',
      subject: 'WTS Cisco Catalyst 9300 48 port PoE+ switch C9300-48P-E',
      description: 'Catalyst 9300 48p PoE+',
    });
    const sameSide = await buildBroadcast(server.orm, buyers.contact, { ...worded, side: 'WTB' });
    const ownCompany = await buildBroadcast(server.orm, colleague.contact, worded);
    const removed = await buildBroadcast(server.orm, buyers.contact, worded);
    const old = await buildBroadcast(server.orm, buyers.contact, {
      ...worded,
      createdAt: new Date(Date.now() - 31 * 86_400_000),
    });
    await embedPending(model);
    await server.orm.em.fork().nativeUpdate(Broadcast, { id: removed }, { deletedAt: new Date() });

    const answer = await matchesOf(source, sellerToken, '?showStrategy=true', 'ai');
    expect(answer.status).toBe(200);
    const { payload } = answer.body;
    expect(payload).toMatchObject({ strategy: 'ai', available: true, disabled: false });
    const ids = payload.results.map((result) => result.broadcastId);
    expect(ids).toContain(match);
    expect(ids).not.toContain(sameSide);
    expect(ids).not.toContain(ownCompany);
    expect(ids).not.toContain(removed);
    expect(ids).not.toContain(old);
    expect(payload.results.length).toBeLessThanOrEqual(10);
    if (ids.includes(other)) expect(ids.indexOf(match)).toBeLessThan(ids.indexOf(other));
    const found = payload.results.find((result) => result.broadcastId === match)!;
    expect(found).toMatchObject({ strategy: 'ai', broadcast: { id: match, side: 'WTS' } });
    expect(found.similarity).toBeGreaterThan(50);
    expect(found.similarity).toBeLessThanOrEqual(100);

    const matched = await server.request<{
      payload: { results: Array<{ broadcastId: number; similarity: number }> };
    }>('GET', `/api/broadcasts/matchedBroadcastIds/${source}?strategy=ai`, { token: sellerToken });
    expect(matched.body.payload.results).toEqual(
      payload.results.map(({ broadcastId, similarity }) => ({ broadcastId, similarity })),
    );
  });

  it('shows a broadcast sent by another company once the worker embedded it', async () => {
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTS',
      subject: 'WTS 40 pcs Dell 1.2TB 10K SAS 2.5 hot plug drives',
    });
    await embedPending(model);
    await matchesOf(source, sellerToken, '', 'ai');
    const wanted = await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTB',
      subject: 'WTB 400-AJPI Dell 1.2TB 10000rpm SAS 12G SFF HDD for R640',
    });
    await embedPending(model);
    await expect
      .poll(
        async () =>
          (await matchesOf(source, sellerToken, '', 'ai')).body.payload.results.map((m) => m.broadcastId),
        { timeout: 30_000 },
      )
      .toContain(wanted);
  });

  it('keeps its index on disk: read back at the next start, built again when the saved copy is corrupt', async () => {
    const indexDir = await mkdtemp(join(tmpdir(), 'tbs-ai-index-test-'));
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTB',
      subject: 'WTB 10x 875490-B21 HPE 960GB SATA MU SFF SSD',
      description: '960GB SATA MU SFF SSD',
    });
    const wanted = await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTS',
      subject: 'WTS 960 GB solid state drives for ProLiant Gen10, mixed use, 2.5"',
      description: 'HP 960G SATA mixed use SC',
    });
    await embedPending(model);
    const start = async () => {
      const matches = new AiPossibleMatches({ logger, indexDir });
      await matches.warmUp(server.orm.em.fork(), process.env.DATABASE_URL!);
      return matches;
    };
    const listed = async (matches: AiPossibleMatches) => {
      const [row] = await server.orm.em
        .fork()
        .execute<{ company_id: number; subject: string }[]>(
          'select company_id, subject from broadcast where id = ?',
          [source],
        );
      const answer = await matches.find(
        server.orm.em.fork(),
        {
          id: source,
          side: 'WTB',
          subject: row!.subject,
          message: '',
          brand: '',
          description: '',
          condition: '',
        },
        row!.company_id,
      );
      return answer.available ? answer.matches.map((match) => match.broadcastId) : [];
    };
    try {
      const first = await start();
      expect(await listed(first)).toContain(wanted);
      await first.close();
      expect(lines.join('')).toContain('building the index from broadcast_embedding');
      const files = await readdir(indexDir);
      expect(files.filter((name) => name.endsWith('.hnsw'))).toHaveLength(2);

      lines.length = 0;
      const second = await start();
      expect(lines.join('')).toContain('saved index read');
      expect(await listed(second)).toContain(wanted);
      await second.close();

      const header = files.find((name) => name.endsWith('.json'))!;
      await writeFile(join(indexDir, header), 'not an index');
      lines.length = 0;
      const third = await start();
      expect(lines.join('')).toContain('building the index from broadcast_embedding');
      expect(await listed(third)).toContain(wanted);
      await third.close();
    } finally {
      await rm(indexDir, { recursive: true, force: true });
    }
  });

  it('lists other members’ stock lines that answer a WTB worded differently, as parts search shows them', async () => {
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTB',
      subject: 'WTB 20x 875490-B21 HPE 960GB SATA MU SFF SSD',
      description: '960GB SATA MU SFF SSD',
    });
    const stockPart = `${uniqueToken()}-B21`;
    const answering = await buildPart(server.orm, buyers.company, stockPart, {
      manufacturer: 'HP',
      description: '960 gig solid state drive, mixed use, 2.5in, for ProLiant Gen10',
      quantity: 12,
      price: 95,
    });
    const ownStock = await buildPart(server.orm, seller.company, `${uniqueToken()}-B21`, {
      manufacturer: 'HP',
      description: '960 gig solid state drive, mixed use, 2.5in, for ProLiant Gen10',
    });
    const noStock = await buildPart(server.orm, buyers.company, `${uniqueToken()}-B21`, {
      manufacturer: 'HP',
      description: '960 gig solid state drive, mixed use, 2.5in, for ProLiant Gen10',
      quantity: 0,
    });
    type StockAnswer = {
      payload: {
        available: boolean;
        disabled: boolean;
        applicable: boolean;
        results: Array<{
          similarity: number;
          part: { id: number; partNumber: string; company: { name: string } };
        }>;
      };
    };
    const answer = await server.request<StockAnswer>('GET', `/api/broadcasts/possibleStock/${source}`, {
      token: sellerToken,
    });
    expect(answer.status).toBe(200);
    const { payload } = answer.body;
    expect(payload).toMatchObject({ available: true, disabled: false, applicable: true });
    expect(payload.results.length).toBeLessThanOrEqual(10);
    const ids = payload.results.map((line) => line.part.id);
    expect(ids).toContain(answering);
    expect(ids).not.toContain(ownStock);
    expect(ids).not.toContain(noStock);
    const found = payload.results.find((line) => line.part.id === answering)!;
    expect(found.part).toMatchObject({ partNumber: stockPart, company: { name: buyers.company.name } });
    expect(found.similarity).toBeGreaterThanOrEqual(45);
    expect(found.similarity).toBeLessThanOrEqual(100);

    const wts = await buildBroadcast(server.orm, seller.contact, { side: 'WTS', subject: 'WTS 960GB SSD' });
    const forWts = await server.request<StockAnswer>('GET', `/api/broadcasts/possibleStock/${wts}`, {
      token: sellerToken,
    });
    expect(forWts.body.payload).toEqual({ available: true, disabled: false, applicable: false, results: [] });
    const other = await server.request('GET', `/api/broadcasts/possibleStock/${source}`, {
      token: await server.signIn(buyers),
    });
    expect(other.status).toBe(403);
  });

  it('answers available:false, with one log line at load, when the model cannot be read', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const broken = await startTestServer({
      aiMatches: new AiPossibleMatches({ logger, modelDir: '/nonexistent' }),
    });
    try {
      const source = await buildBroadcast(broken.orm, seller.contact);
      const token = await broken.signIn(seller);
      const answer = await broken.request<MatchesAnswer>(
        'GET',
        `/api/broadcasts/possibleMatches/${source}/ai`,
        {
          token,
        },
      );
      expect(answer.body.payload).toEqual({ strategy: 'ai', available: false, disabled: false, results: [] });
      const oldAnswer = await broken.request<MatchesAnswer>(
        'GET',
        `/api/broadcasts/possibleMatches/${source}/old`,
        {
          token,
        },
      );
      expect(oldAnswer.body.payload.available).toBe(true);
      expect(lines.join('')).toContain('AI possible matches are off: the embedding model in /nonexistent');
    } finally {
      await broken.close();
    }
    expect((await matchesOf(1, sellerToken, '', 'magic')).status).toBe(404);
  });
});

describe('possibleMatchesDisabled', () => {
  it('turned off by "Don\'t show these possible broadcast matches again": nothing after sending, still from the menu', async () => {
    const member = await buildContact(server.orm);
    const token = await server.signIn(member);
    const part = partNumber();
    const source = await buildBroadcast(server.orm, member.contact, {
      side: 'WTS',
      subject: `WTS ${part}`,
      description: uniqueWord(),
    });
    const match = await buildBroadcast(server.orm, buyers.contact, { side: 'WTB', subject: `WTB ${part}` });
    expect((await matchesOf(source, token)).body.payload.results.map((m) => m.broadcastId)).toEqual([match]);

    const set = await server.request('POST', '/api/companies/actions/setPossibleMatches', {
      token,
      body: { possibleMatchesDisabled: true },
    });
    expect(set.status).toBe(200);
    const updated = JSON.parse(Buffer.from(set.headers.get('X-Updated-User')!, 'base64url').toString('utf8'));
    expect(updated.possibleMatchesDisabled).toBe(1);

    const afterSending = await matchesOf(source, token);
    expect(afterSending.body.payload).toMatchObject({ disabled: true, results: [] });
    const aiAfterSending = await matchesOf(source, token, '', 'ai');
    expect(aiAfterSending.body.payload).toMatchObject({ strategy: 'ai', disabled: true, results: [] });
    const ids = await server.request<{ payload: { disabled: boolean; results: unknown[] } }>(
      'GET',
      `/api/broadcasts/matchedBroadcastIds/${source}`,
      { token },
    );
    expect(ids.body.payload).toEqual({ disabled: true, results: [] });
    const fromMenu = await matchesOf(source, token, '?isFromOwnBroadcasts=true');
    expect(fromMenu.body.payload.results.map((m) => m.broadcastId)).toEqual([match]);

    await server.request('POST', '/api/companies/actions/setPossibleMatches', {
      token,
      body: { possibleMatchesDisabled: false },
    });
    expect((await matchesOf(source, token)).body.payload.disabled).toBe(false);
  });

  it('cannot be set by service-only members', async () => {
    const serviceCompany = await buildCompany(server.orm, { isServiceOnly: true });
    const service = await buildContact(server.orm, { company: serviceCompany });
    const answer = await server.request('POST', '/api/companies/actions/setPossibleMatches', {
      token: await server.signIn(service),
      body: { possibleMatchesDisabled: true },
    });
    expect(answer.status).toBe(403);
  });
});

describe('GET /api/broadcasts/matchedBroadcastIds/{id}', () => {
  it('gives the ids and similarities of the first method, in its order', async () => {
    const part = partNumber();
    const source = await buildBroadcast(server.orm, seller.contact, {
      side: 'WTB',
      subject: `WTB ${part}`,
      description: uniqueWord(),
    });
    await buildBroadcast(server.orm, buyers.contact, { side: 'WTS', subject: `WTS ${part} REF` });
    await buildBroadcast(server.orm, buyers.contact, {
      side: 'WTS',
      subject: `WTS ${part} and ${partNumber()}`,
    });
    const full = await matchesOf(source);
    const ids = await server.request<{ payload: { results: { broadcastId: number; similarity: number }[] } }>(
      'GET',
      `/api/broadcasts/matchedBroadcastIds/${source}`,
      { token: sellerToken },
    );
    expect(ids.status).toBe(200);
    expect(ids.body.payload.results).toHaveLength(2);
    expect(ids.body.payload.results).toEqual(
      full.body.payload.results.map(({ broadcastId, similarity }) => ({ broadcastId, similarity })),
    );
    expect(
      (
        await server.request('GET', `/api/broadcasts/matchedBroadcastIds/${source}`, {
          token: await server.signIn(buyers),
        })
      ).status,
    ).toBe(403);
  });
});

describe('broadcast_part_numbers (the indexed part numbers)', () => {
  it('normalises as normalisePartNumber does and skips sizes, counts and generations', async () => {
    const [row] = await server.orm.em
      .fork()
      .execute<{ parts: string[] }[]>(`select broadcast_part_numbers(?, ?) as parts`, [
        'WTS: 10x HPE 875518-B21 Gen10 16GB x10',
        'Kingston KSM48ED8/8HAR 1100W 2BU64EA#UUZ',
      ]);
    const expected = ['875518-B21', 'KSM48ED8/8HAR', 'KSM48ED8', '2BU64EA#UUZ', '2BU64EA'].map(
      normalisePartNumber,
    );
    expect([...row!.parts].sort()).toEqual([...new Set(expected)].sort());
  });
});

describe('rate limit', () => {
  it('counts each look-up as a search: RATE_LIMIT_SEARCH a minute per member', async () => {
    const limited = await startTestServer({ rateLimits: { RATE_LIMIT_SEARCH: 3 } });
    try {
      const member = await buildContact(limited.orm);
      const token = await limited.signIn(member);
      const source = await buildBroadcast(limited.orm, member.contact);
      const paths = [
        `/api/broadcasts/possibleMatches/${source}/old`,
        `/api/broadcasts/matchedBroadcastIds/${source}`,
        `/api/broadcasts/possibleMatches/${source}/ai`,
        `/api/broadcasts/possibleMatches/${source}/old`,
        `/api/broadcasts/matchedBroadcastIds/${source}`,
      ];
      const statuses: number[] = [];
      for (const path of paths) statuses.push((await limited.request('GET', path, { token })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
