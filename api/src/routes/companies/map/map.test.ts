import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact } from '@tbs/db/testing';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../../../middlewares/securityHeaders.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';

let server: TestServer;

interface Marker {
  id: number;
  name: string;
  lat: number;
  lng: number;
  approximate: boolean;
}
interface LatLng {
  lat: number;
  lng: number;
}
interface Coords {
  location: LatLng;
  viewport: { southwest: LatLng; northeast: LatLng };
}

// Countries of this file only: XK is in no world atlas (a tiny state's fallback), XQ has no active company.
const TEST_COUNTRIES = `insert into country (code, name, is_eu, lat, lng) values
  ('XK', 'Kosovo (map test)', false, 42.6, 20.9), ('XQ', 'Nowhere (map test)', false, 10, 10)
  on conflict do nothing`;

const tokens: Record<'member' | 'service' | 'owner', string> = { member: '', service: '', owner: '' };
let located: { id: number; name: string };
let unlocated: { id: number; name: string };
let inactive: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  await server.orm.em.fork().execute(TEST_COUNTRIES);
  located = await buildCompany(server.orm, { country: 'XK', lat: 42.66, lng: 21.17 });
  // Half a point, or a point off the globe, is no point: both stand on their country's.
  unlocated = await buildCompany(server.orm, { country: 'XK', lat: 42.5 });
  await buildCompany(server.orm, { country: 'XK', lat: 123, lng: 21 });
  inactive = await buildCompany(server.orm, { country: 'XQ', isActive: false, lat: 10.5, lng: 10.5 });
  tokens.member = await server.signIn(await buildContact(server.orm));
  const serviceCompany = await buildCompany(server.orm, { isServiceOnly: true });
  tokens.service = await server.signIn(await buildContact(server.orm, { company: serviceCompany }));
  tokens.owner = await server.signIn(await buildContact(server.orm, { isOwner: true }));
});

afterAll(async () => {
  const em = server.orm.em.fork();
  await em.execute(`update company set country_code = 'NL' where country_code in ('XK', 'XQ')`);
  await em.execute(`delete from country where code in ('XK', 'XQ')`);
  await server.close();
});

describe('GET /api/companies/markers', () => {
  it('answers visitors 401: the map is for members', async () => {
    const answer = await server.request('GET', '/api/companies/markers');
    expect([answer.status, answer.body.msg]).toEqual([401, 'Please sign in']);
  });

  it.each(['member', 'service', 'owner'] as const)(
    'gives a %s a marker per active company, on its country when it has no point of its own',
    async (role) => {
      const answer = await server.request<{ payload: Marker[] }>('GET', '/api/companies/markers', {
        token: tokens[role],
      });
      expect(answer.status).toBe(200);
      const byId = new Map(answer.body.payload.map((marker) => [marker.id, marker]));
      expect(byId.get(located.id)).toEqual({
        id: located.id,
        name: located.name,
        lat: 42.66,
        lng: 21.17,
        approximate: false,
      });
      expect(byId.get(unlocated.id)).toEqual({
        id: unlocated.id,
        name: unlocated.name,
        lat: 42.6,
        lng: 20.9,
        approximate: true,
      });
      expect(byId.has(inactive.id)).toBe(false);
      for (const marker of answer.body.payload) {
        expect(Math.abs(marker.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(marker.lng)).toBeLessThanOrEqual(180);
      }
      // Nothing but the marker fields leaves the server.
      expect(Object.keys(answer.body.payload[0]!).sort()).toEqual([
        'approximate',
        'id',
        'lat',
        'lng',
        'name',
      ]);
    },
  );
});

describe('GET /api/companies/countries', () => {
  it('lists, for everyone, the countries with active companies by name with their counts', async () => {
    for (const token of [undefined, tokens.member]) {
      const answer = await server.request<{ payload: { code: string; name: string; count: number }[] }>(
        'GET',
        '/api/companies/countries',
        { token },
      );
      expect(answer.status).toBe(200);
      const countries = answer.body.payload;
      expect(countries).toContainEqual({ code: 'XK', name: 'Kosovo (map test)', count: 3 });
      // XQ has only an inactive company; countries without companies are GET /api/misc/countriesAll's.
      expect(countries.map((country) => country.code)).not.toContain('XQ');
      const names = countries.map((country) => country.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });
});

describe('GET /api/companies/countryCoords', () => {
  const coords = (country: string, token: string | null = tokens.member) =>
    server.request<{ payload: Coords; msg?: string }>(
      'GET',
      `/api/companies/countryCoords?country=${country}`,
      {
        token: token ?? undefined,
      },
    );

  it('answers visitors 401', async () => {
    expect((await coords('NL', null)).status).toBe(401);
  });

  it("gives a big country's point and the box of its atlas shape", async () => {
    const answer = await coords('US');
    expect(answer.status).toBe(200);
    const { location, viewport } = answer.body.payload;
    expect(location).toEqual({ lat: 37.09, lng: -95.71 });
    expect(viewport.southwest.lat).toBeGreaterThan(24);
    expect(viewport.southwest.lat).toBeLessThan(26);
    expect(viewport.northeast.lat).toBeGreaterThan(70);
    expect(viewport.southwest.lng).toBeLessThan(-160);
    expect(viewport.northeast.lng).toBeGreaterThan(-68);
  });

  it('takes the code in any case, for every member', async () => {
    const netherlands = (await coords('nl', tokens.service)).body.payload.viewport;
    expect(netherlands.southwest.lat).toBeLessThan(52.37);
    expect(netherlands.northeast.lat).toBeGreaterThan(52.37);
    expect(netherlands.northeast.lng).toBeLessThan(13.4);
    expect((await coords('NL', tokens.owner)).body.payload.viewport).toEqual(netherlands);
  });

  it('gives a tiny state of the atlas a tight box, and one missing from it a box around its point', async () => {
    const singapore = (await coords('SG')).body.payload.viewport;
    expect(singapore.northeast.lat - singapore.southwest.lat).toBeLessThan(0.5);
    expect(singapore.northeast.lng - singapore.southwest.lng).toBeLessThan(0.5);
    expect((await coords('XK')).body.payload).toEqual({
      location: { lat: 42.6, lng: 20.9 },
      viewport: { southwest: { lat: 42.1, lng: 20.4 }, northeast: { lat: 43.1, lng: 21.4 } },
    });
  });

  it('answers 404 for a code the product does not know and 400 for anything that is no code', async () => {
    const unknown = await coords('QQ');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'Country not found.']);
    for (const bad of ['NLD', '1', '', 'N%20', 'NL&country=DE', 'N%00']) {
      const answer = await server.request<{ errors: { param: string }[] }>(
        'GET',
        `/api/companies/countryCoords?country=${bad}`,
        { token: tokens.member },
      );
      expect([answer.status, answer.body.errors[0]?.param]).toEqual([400, 'country']);
    }
    const missing = await server.request<{ errors: { param: string }[] }>(
      'GET',
      '/api/companies/countryCoords',
      {
        token: tokens.member,
      },
    );
    expect([missing.status, missing.body.errors[0]?.param]).toEqual([400, 'country']);
  });
});

describe('the optional tile provider (MAP_TILE_URL)', () => {
  it('is allowed as an image source only when configured', () => {
    expect(contentSecurityPolicy(undefined)).toBe(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicy('http://tiles.internal:8080/osm/{z}/{x}/{y}.png');
    expect(policy).toContain("img-src 'self' data: https: http://tiles.internal:8080;");
    expect(policy.replace(' http://tiles.internal:8080', '')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('is handed to the web app through the settings, null when unset', async () => {
    const answer = await server.request<{ payload: { map: unknown } }>('GET', '/api/misc/settings');
    expect(answer.body.payload.map).toEqual({ tileUrl: null });
  });
});
