import { describe, expect, it } from 'vitest';
import { parseConfig } from './index.ts';

describe('parseConfig', () => {
  it('gives defaults that work on a fresh machine', () => {
    const settings = parseConfig({});
    expect(settings.DATABASE_URL).toBe('postgres://127.0.0.1:5432/tbs');
    expect(settings.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(settings.PORT).toBe(3000);
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.TRUST_PROXY).toBe(false);
  });

  it('names every bad variable in one message', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/tbs' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => parseConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('reads numbers and flags from their text', () => {
    const settings = parseConfig({ PORT: '8080', TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '3' });
    expect(settings).toMatchObject({ PORT: 8080, TRUST_PROXY: true, RATE_LIMIT_LOGIN: 3 });
  });
});
