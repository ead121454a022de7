import type { Config } from '@tbs/config';

/**
 * Whether this installation runs in test mode. The spec gives successes of test mode a longer snackbar ("errors
 * 5000 ms; test-mode successes 10 s"; the complaint success "10 s in test mode") without saying what test mode
 * is. The product has two readings of it: an installation that is not the live one (NODE_ENV development or
 * test: the demo start, the browser tests) and one whose payments are the simulated provider's (nothing is
 * charged, as a card provider's test mode). We take the stricter reading: either makes it test mode.
 */
export function isTestMode({
  NODE_ENV,
  PAYMENT_PROVIDER,
}: Pick<Config, 'NODE_ENV' | 'PAYMENT_PROVIDER'>): boolean {
  return NODE_ENV !== 'production' || PAYMENT_PROVIDER === 'simulated';
}
