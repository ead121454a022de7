import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildContact } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '../../../test/server.ts';
import { MEMBER_BADGE_MESSAGES } from './memberBadge.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
};

/** A signed-in member of a company that became a member on that day (null: on its free trial). */
async function memberSince(day: string | null): Promise<string> {
  const company = await buildCompany(server.orm, { memberSince: day });
  return server.signIn(await buildContact(server.orm, { company }));
}

/** GETs the badge: status, headers and bytes. */
async function badge(token: string | null, query = '') {
  const response = await fetch(`${server.url}/api/companies/me/memberBadge${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('GET /api/companies/me/memberBadge', () => {
  it("downloads the company's badge as PNG and SVG: TBS Member, its tier now and its first year", async () => {
    const since = yearsAgo(12);
    const token = await memberSince(since);

    const png = await badge(token);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe('attachment; filename="tbs-member-badge-gold.png"');
    expect(png.headers.get('cache-control')).toBe('private, no-cache');
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width: 960, height: 320 });

    const svg = await badge(token, '?format=svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('content-disposition')).toBe('attachment; filename="tbs-member-badge-gold.svg"');
    const document = svg.bytes.toString('utf8');
    expect(document).toContain(
      `<title id="badge-title">TBS Member, Gold tier, member since ${since.slice(0, 4)}</title>`,
    );
    // Text drawn as outlines (no font needed to show it) and nothing that runs.
    expect(document).not.toMatch(/<text|<script|<foreignObject|href=/i);
    expect(await sharp(svg.bytes).metadata()).toMatchObject({ format: 'svg', width: 480, height: 160 });
  });

  it('names the tier the company has now: Member, Trusted, Gold or Diamond by its years', async () => {
    const pngs = new Map<string, Buffer>();
    for (const [years, tier] of [
      [1, 'member'],
      [4, 'trusted'],
      [12, 'gold'],
      [25, 'diamond'],
    ] as const) {
      const answer = await badge(await memberSince(yearsAgo(years)));
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="tbs-member-badge-${tier}.png"`,
      );
      pngs.set(tier, answer.bytes);
    }
    expect(new Set([...pngs.values()].map((bytes) => bytes.toString('base64'))).size).toBe(4);
    const svg = await badge(await memberSince(yearsAgo(1)), '?format=svg');
    expect(svg.bytes.toString('utf8')).toContain('TBS Member, Member tier, member since');
  });

  it('answers 401 to a visitor, 403 to a company on its free trial, 400 to an unknown format', async () => {
    expect((await badge(null)).status).toBe(401);

    const trial = await badge(await memberSince(null));
    expect(trial.status).toBe(403);
    expect(JSON.parse(trial.bytes.toString('utf8'))).toMatchObject({
      msg: MEMBER_BADGE_MESSAGES.notYetMember,
    });

    const gif = await badge(await memberSince(yearsAgo(5)), '?format=gif');
    expect(gif.status).toBe(400);
    expect(JSON.parse(gif.bytes.toString('utf8')).errors[0].param).toBe('format');
  });
});
