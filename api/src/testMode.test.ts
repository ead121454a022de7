import { describe, expect, it } from 'vitest';
import { isTestMode } from './testMode.ts';

describe('isTestMode', () => {
  it('is on for the demo start and the tests, and wherever payments are simulated', () => {
    expect(isTestMode({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'stripe' })).toBe(true);
    expect(isTestMode({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe' })).toBe(true);
    expect(isTestMode({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated' })).toBe(true);
  });

  it('is off only for a live installation: production with a real card provider', () => {
    expect(isTestMode({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toBe(false);
  });
});
