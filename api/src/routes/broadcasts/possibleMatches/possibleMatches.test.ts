import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Broadcast } from '@tbs/db';
import { buildBroadcast, buildCompany, buildContact, uniqueToken, type BuiltContact } from '@tbs/db/testing';
import { normalisePartNumber } from '@tbs/rules';
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

  it('keeps the AI method its place: an empty list that says it is not available yet', async () => {
    const source = await buildBroadcast(server.orm, seller.contact);
    const answer = await matchesOf(source, sellerToken, '', 'ai');
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ strategy: 'ai', available: false, disabled: false, results: [] });
    expect((await matchesOf(source, sellerToken, '', 'magic')).status).toBe(404);
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
