import { describe, expect, it } from 'vitest';
import { parseConfig } from './index.ts';

describe('parseConfig', () => {
  it('gives defaults that work on a fresh machine', () => {
    const settings = parseConfig({});
    expect(settings.DATABASE_URL).toBe('postgres://127.0.0.1:5432/tbs');
    expect(settings.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(settings.PORT).toBe(3000);
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.HOST).toBe('127.0.0.1');
    expect(settings.TRUST_PROXY).toEqual([]);
  });

  it('names every bad variable in one message', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/tbs' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => parseConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('takes an empty variable as unset', () => {
    const settings = parseConfig({ SMTP_URL: '', PORT: '', TRUST_PROXY: '' });
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings).toMatchObject({ PORT: 3000, TRUST_PROXY: [] });
  });

  it('reads numbers and flags from their text', () => {
    const settings = parseConfig({ PORT: '8080', RATE_LIMIT_LOGIN: '3' });
    expect(settings).toMatchObject({ PORT: 8080, RATE_LIMIT_LOGIN: 3 });
  });

  it('limits attackers, not an office of 50 behind one NAT address, by default', () => {
    expect(parseConfig({})).toMatchObject({
      RATE_LIMIT_LOGIN: 5,
      RATE_LIMIT_LOGIN_ACCOUNT: 10,
      RATE_LIMIT_LOGIN_IP: 300,
      RATE_LIMIT_RESET_IP: 30,
      RATE_LIMIT_RFQ_VISITOR: 30,
      RATE_LIMIT_BROADCAST_REPLY: 30,
      RATE_LIMIT_SEARCH: 120,
    });
    expect(() => parseConfig({ RATE_LIMIT_SEARCH: '0' })).toThrow(/RATE_LIMIT_SEARCH/);
  });

  it('reads the session idle timeout in minutes, a week by default', () => {
    expect(parseConfig({}).SESSION_IDLE_TIMEOUT_MINUTES).toBe(7 * 24 * 60);
    expect(parseConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '30' }).SESSION_IDLE_TIMEOUT_MINUTES).toBe(30);
    expect(() => parseConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(/SESSION_IDLE_TIMEOUT_MINUTES/);
  });

  it('reads the search replicas as a list of PostgreSQL URLs, none by default', () => {
    expect(parseConfig({}).SEARCH_DATABASE_URLS).toEqual([]);
    expect(
      parseConfig({ SEARCH_DATABASE_URLS: 'postgres://replica-1:5432/tbs, postgres://replica-2:5432/tbs' })
        .SEARCH_DATABASE_URLS,
    ).toEqual(['postgres://replica-1:5432/tbs', 'postgres://replica-2:5432/tbs']);
    expect(() => parseConfig({ SEARCH_DATABASE_URLS: 'mysql://replica:3306/tbs' })).toThrow(
      /SEARCH_DATABASE_URLS/,
    );
    expect(parseConfig({}).SEARCH_REPLICA_MAX_LAG_MS).toBe(5000);
  });

  it('bounds the search queue and wants a long part-token key', () => {
    expect(parseConfig({})).toMatchObject({
      SEARCH_POOL_SIZE: 8,
      SEARCH_QUEUE_WAIT_MS: 1500,
      SEARCH_MEMBER_RESERVE: 2,
      SEARCH_QUEUE_MAX: 32,
      SEARCH_VISITOR_QUEUE_WAIT_MS: 5000,
      SEARCH_VISITOR_QUEUE_MAX: 200,
      SEARCH_VISITOR_QUEUE_PER_ADDRESS: 5,
    });
    expect(() => parseConfig({ SEARCH_VISITOR_QUEUE_PER_ADDRESS: '0' })).toThrow(
      /SEARCH_VISITOR_QUEUE_PER_ADDRESS/,
    );
    expect(parseConfig({ SEARCH_QUEUE_WAIT_MS: '200' }).SEARCH_QUEUE_WAIT_MS).toBe(200);
    // 0 would be pg-pool's "wait for ever".
    expect(() => parseConfig({ SEARCH_QUEUE_WAIT_MS: '0' })).toThrow(/SEARCH_QUEUE_WAIT_MS/);
    expect(() => parseConfig({ PART_TOKEN_KEY: 'short' })).toThrow(/PART_TOKEN_KEY/);
  });

  it('bounds live sockets per IP and per contact, and pings them', () => {
    expect(parseConfig({})).toMatchObject({
      LIVE_STREAM_MAXLEN: 5000,
      LIVE_MAX_SOCKETS_PER_IP: 200,
      LIVE_MAX_SOCKETS_PER_CONTACT: 12,
      LIVE_PING_INTERVAL_S: 30,
    });
    expect(() => parseConfig({ LIVE_MAX_SOCKETS_PER_IP: '0' })).toThrow(/LIVE_MAX_SOCKETS_PER_IP/);
  });

  it('reads TRUST_PROXY as the proxies to believe, and refuses a bare 1', () => {
    expect(parseConfig({ TRUST_PROXY: '172.28.80.10, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '172.28.80.10',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(() => parseConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: name the reverse proxy's address/);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ TRUST_PROXY: 'nginx' })).toThrow(/'nginx' is not an IP address/);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('picks ALTCHA as the captcha by default, with a moderate difficulty and a long key', () => {
    expect(parseConfig({})).toMatchObject({
      CAPTCHA_PROVIDER: 'altcha',
      CAPTCHA_ALTCHA_COST: 1000,
      CAPTCHA_ALTCHA_MAX_COUNTER: 4000,
      CAPTCHA_EXPIRY_S: 1200,
    });
    expect(parseConfig({ CAPTCHA_PROVIDER: 'recaptcha' }).CAPTCHA_PROVIDER).toBe('recaptcha');
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => parseConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => parseConfig({ CAPTCHA_ALTCHA_COST: '0' })).toThrow(/CAPTCHA_ALTCHA_COST/);
  });

  it('reads SUPPORT_EMAIL as an address, unset by default', () => {
    expect(parseConfig({}).SUPPORT_EMAIL).toBeUndefined();
    expect(parseConfig({ SUPPORT_EMAIL: '' }).SUPPORT_EMAIL).toBeUndefined();
    expect(parseConfig({ SUPPORT_EMAIL: 'support@broker.nl' }).SUPPORT_EMAIL).toBe('support@broker.nl');
    expect(() => parseConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('reads INVENTORY_EMAIL as an address, unset by default', () => {
    expect(parseConfig({}).INVENTORY_EMAIL).toBeUndefined();
    expect(parseConfig({ INVENTORY_EMAIL: 'stock@broker.nl' }).INVENTORY_EMAIL).toBe('stock@broker.nl');
    expect(() => parseConfig({ INVENTORY_EMAIL: 'stock' })).toThrow(/INVENTORY_EMAIL/);
  });

  it('reads MAP_TILE_URL as a tile template on an http(s) host, unset by default', () => {
    expect(parseConfig({}).MAP_TILE_URL).toBeUndefined();
    const template = 'https://tiles.example.com/osm/{z}/{x}/{y}.png';
    expect(parseConfig({ MAP_TILE_URL: template }).MAP_TILE_URL).toBe(template);
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => parseConfig({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => parseConfig({ MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('refuses the placeholder sender for real mail in production', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://relay.internal:25' };
    expect(() => parseConfig(production)).toThrow(/MAIL_FROM: set the sender/);
    expect(parseConfig({ ...production, MAIL_FROM: 'TBS <noreply@broker.nl>' }).MAIL_FROM).toBe(
      'TBS <noreply@broker.nl>',
    );
    // The local outbox (no SMTP_URL) and development keep the default.
    expect(parseConfig({ NODE_ENV: 'production' }).MAIL_FROM).toBe('TBS <noreply@tbs.local>');
    expect(parseConfig({ SMTP_URL: 'smtp://relay.internal:25' }).MAIL_FROM).toBe('TBS <noreply@tbs.local>');
  });

  it('bounds concurrent imports and the wait for a stalled upload', () => {
    expect(parseConfig({})).toMatchObject({ IMPORT_MAX_CONCURRENT: 4, IMPORT_STALL_TIMEOUT_S: 60 });
    expect(parseConfig({ IMPORT_MAX_CONCURRENT: '2' }).IMPORT_MAX_CONCURRENT).toBe(2);
    expect(() => parseConfig({ IMPORT_MAX_CONCURRENT: '0' })).toThrow(/IMPORT_MAX_CONCURRENT/);
    expect(() => parseConfig({ IMPORT_STALL_TIMEOUT_S: 'soon' })).toThrow(/IMPORT_STALL_TIMEOUT_S/);
  });
});
