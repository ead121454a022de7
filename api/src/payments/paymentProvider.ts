import { config, type Config } from '@tbs/config';
import { requiredKey } from '../secrets/installationKeys.ts';
import type { PaymentProvider } from './provider.ts';
import { SimulatedPaymentProvider } from './simulatedProvider.ts';
import { StripePaymentProvider } from './stripeProvider.ts';

type PaymentSettings = Pick<
  Config,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'PAYMENT_PROVIDER'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'PAYMENT_SIMULATED_IN_PRODUCTION'
>;

/** Whether the simulated provider (and its approve/decline page) may run: not in production unless allowed. */
export const simulatedProviderAllowed = (settings: PaymentSettings = config()): boolean =>
  settings.NODE_ENV !== 'production' || settings.PAYMENT_SIMULATED_IN_PRODUCTION;

/**
 * The provider PAYMENT_PROVIDER names, built from its settings. Throws (so the api does not start) for the
 * simulated provider in production unless PAYMENT_SIMULATED_IN_PRODUCTION is set, and without
 * PAYMENT_WEBHOOK_SECRET (outside production, unset, the installation's own key); Stripe's keys are checked by
 * the configuration itself.
 */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider {
  if (settings.PAYMENT_PROVIDER === 'stripe') {
    if (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return new StripePaymentProvider({
      secretKey: settings.STRIPE_SECRET_KEY,
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (!simulatedProviderAllowed(settings)) {
    throw new Error(
      'The simulated payment provider does not run in production: set PAYMENT_PROVIDER=stripe with its keys ' +
        '(or PAYMENT_SIMULATED_IN_PRODUCTION=true for a demo)',
    );
  }
  const secret = requiredKey('PAYMENT_WEBHOOK_SECRET', settings);
  return new SimulatedPaymentProvider({ secret, publicUrl: settings.PUBLIC_URL });
}

let current: PaymentProvider | undefined;

/** The process's payment provider (built once from the configuration). */
export function paymentProvider(): PaymentProvider {
  current ??= createPaymentProvider(config());
  return current;
}

/** Tests: put another provider in place (undefined goes back to the configured one). */
export function usePaymentProviderForTests(provider: PaymentProvider | undefined): void {
  current = provider;
}
