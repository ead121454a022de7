import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './paymentProvider.ts';
import { parseReference, referenceText } from './provider.ts';
import { SimulatedPaymentProvider } from './simulatedProvider.ts';
import {
  SIMULATED_SIGNATURE_HEADER,
  signSimulatedBody,
  simulatedSignatureProblem,
} from './simulatedSignature.ts';
import { StripePaymentProvider } from './stripeProvider.ts';

const SECRET = 'a-test-secret-of-the-simulated-provider-0123456789';
const NOW = new Date('2026-11-23T12:00:00Z');

const simulatedEvent = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'evt_sim_abcdefghijkl',
    type: 'payment.paid',
    created: Math.floor(NOW.getTime() / 1000),
    data: { providerRef: 'sim_0123456789abcdef', reference: 'order:7', amount: '1633.50', currency: 'EUR' },
    ...overrides,
  });

const delivery = (rawBody: string, headers: Record<string, string>, now = NOW) => ({
  rawBody,
  header: (name: string) => headers[name] ?? headers[name.toLowerCase()] ?? '',
  now,
});

describe('the simulated provider signature', () => {
  const provider = new SimulatedPaymentProvider({ secret: SECRET, publicUrl: 'http://shop.test' });

  it('accepts a body signed with the secret within 5 minutes and reads the event', () => {
    const body = simulatedEvent();
    const header = signSimulatedBody(SECRET, body, new Date(NOW.getTime() - 4 * 60_000));
    const reading = provider.parseWebhook(delivery(body, { [SIMULATED_SIGNATURE_HEADER]: header }));
    expect(reading).toEqual({
      kind: 'event',
      event: {
        eventId: 'evt_sim_abcdefghijkl',
        providerRef: 'sim_0123456789abcdef',
        reference: { kind: 'order', id: 7 },
        status: 'paid',
        amountCents: 163350,
        currency: 'EUR',
        paidAt: NOW,
      },
    });
  });

  it('refuses a missing, forged, stale or malformed signature and a changed body', () => {
    const body = simulatedEvent();
    const good = signSimulatedBody(SECRET, body, NOW);
    expect(simulatedSignatureProblem(SECRET, body, '', NOW)).toBe('missing signature');
    expect(simulatedSignatureProblem(SECRET, body, signSimulatedBody('another secret', body, NOW), NOW)).toBe(
      'wrong signature',
    );
    expect(simulatedSignatureProblem(SECRET, body, good, new Date(NOW.getTime() + 6 * 60_000))).toBe(
      'stale timestamp',
    );
    expect(simulatedSignatureProblem(SECRET, body, 't=abc,v1=00', NOW)).toBe('malformed signature');
    expect(simulatedSignatureProblem(SECRET, body.replace('1633.50', '0.01'), good, NOW)).toBe(
      'wrong signature',
    );
    const reading = provider.parseWebhook(delivery(body, {}));
    expect(reading).toEqual({ kind: 'refused', reason: 'missing signature' });
  });

  it('refuses a signed body that is not one of its events', () => {
    const body = JSON.stringify({ hello: 'world' });
    const header = signSimulatedBody(SECRET, body, NOW);
    expect(provider.parseWebhook(delivery(body, { [SIMULATED_SIGNATURE_HEADER]: header })).kind).toBe(
      'refused',
    );
  });
});

describe('the Stripe adapter webhook verification (official client, offline)', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
  const stripe = new Stripe('sk_test_not_used');
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_not_used',
    webhookSecret: WEBHOOK_SECRET,
  });
  const sessionEvent = (type: string, session: Record<string, unknown>) =>
    JSON.stringify({
      id: 'evt_1Stripe',
      object: 'event',
      type,
      created: Math.floor(NOW.getTime() / 1000),
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: 'invoice:42',
          amount_total: 81675,
          currency: 'eur',
          payment_status: 'paid',
          ...session,
        },
      },
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET, at = NOW) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });

  it('reads a completed, paid Checkout Session signed with the endpoint secret', () => {
    const payload = sessionEvent('checkout.session.completed', {});
    const reading = provider.parseWebhook(delivery(payload, { 'Stripe-Signature': signed(payload) }));
    expect(reading).toEqual({
      kind: 'event',
      event: {
        eventId: 'evt_1Stripe',
        providerRef: 'cs_test_1',
        reference: { kind: 'invoice', id: 42 },
        status: 'paid',
        amountCents: 81675,
        currency: 'EUR',
        paidAt: NOW,
      },
    });
  });

  it('refuses another secret, a missing header, a changed body and an old timestamp', () => {
    const payload = sessionEvent('checkout.session.completed', {});
    expect(
      provider.parseWebhook(delivery(payload, { 'Stripe-Signature': signed(payload, 'whsec_forged') })).kind,
    ).toBe('refused');
    expect(provider.parseWebhook(delivery(payload, {})).kind).toBe('refused');
    expect(
      provider.parseWebhook(delivery(payload.replace('81675', '1'), { 'Stripe-Signature': signed(payload) }))
        .kind,
    ).toBe('refused');
    const old = signed(payload, WEBHOOK_SECRET, new Date(NOW.getTime() - 10 * 60_000));
    expect(provider.parseWebhook(delivery(payload, { 'Stripe-Signature': old })).kind).toBe('refused');
  });

  it('maps expiry and failed delayed payments, and ignores unpaid completions and other events', () => {
    const read = (type: string, session: Record<string, unknown> = {}) => {
      const payload = sessionEvent(type, session);
      return provider.parseWebhook(delivery(payload, { 'Stripe-Signature': signed(payload) }));
    };
    expect(read('checkout.session.expired')).toMatchObject({ kind: 'event', event: { status: 'canceled' } });
    expect(read('checkout.session.async_payment_failed')).toMatchObject({
      kind: 'event',
      event: { status: 'failed' },
    });
    expect(read('checkout.session.completed', { payment_status: 'unpaid' }).kind).toBe('irrelevant');
    expect(read('customer.created').kind).toBe('irrelevant');
  });
});

describe('choosing the provider', () => {
  const base = {
    NODE_ENV: 'development' as const,
    PUBLIC_URL: 'http://localhost:3000',
    PAYMENT_PROVIDER: 'simulated' as const,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    PAYMENT_WEBHOOK_SECRET: undefined,
    PAYMENT_SIMULATED_IN_PRODUCTION: false,
  };

  it('runs the simulated provider by default outside production, with its key', () => {
    expect(createPaymentProvider({ ...base, PAYMENT_WEBHOOK_SECRET: SECRET }).name).toBe('simulated');
    // There is no built-in key: outside production the installation's own is loaded at start-up.
    expect(() => createPaymentProvider(base)).toThrow(/PAYMENT_WEBHOOK_SECRET is not set/);
  });

  it('refuses the simulated provider in production unless allowed, and then needs its secret', () => {
    expect(() => createPaymentProvider({ ...base, NODE_ENV: 'production' })).toThrow(
      /does not run in production/,
    );
    expect(() =>
      createPaymentProvider({ ...base, NODE_ENV: 'production', PAYMENT_SIMULATED_IN_PRODUCTION: true }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(
      createPaymentProvider({
        ...base,
        NODE_ENV: 'production',
        PAYMENT_SIMULATED_IN_PRODUCTION: true,
        PAYMENT_WEBHOOK_SECRET: SECRET,
      }).name,
    ).toBe('simulated');
  });

  it('builds Stripe with its keys, and refuses it without', () => {
    expect(() => createPaymentProvider({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      createPaymentProvider({
        ...base,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x_long',
      }).name,
    ).toBe('stripe');
  });

  it('carries references as text and reads back only well-formed ones', () => {
    expect(referenceText({ kind: 'invoice', id: 5 })).toBe('invoice:5');
    expect(parseReference('order:12')).toEqual({ kind: 'order', id: 12 });
    expect(parseReference('order:0')).toBeNull();
    expect(parseReference('company:1')).toBeNull();
    expect(parseReference(null)).toBeNull();
  });
});

describe('the Stripe adapter checkout (behind the interface; no network here)', () => {
  it('creates one EUR line of the exact cents with the reference, the return addresses and the e-mail', async () => {
    const calls: unknown[] = [];
    const client = {
      checkout: {
        sessions: {
          create: async (params: unknown) => {
            calls.push(params);
            return { id: 'cs_test_created', url: 'https://checkout.stripe.com/c/pay/cs_test_created' };
          },
        },
      },
    } as unknown as Stripe;
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', client });
    const created = await provider.createPayment({
      reference: { kind: 'order', id: 9 },
      amountCents: 163350,
      description: 'TBS Broker Membership (1 year), order 9',
      email: 'paula@payer.test',
      successUrl: 'https://tbs.test/payment?stage=ok',
      cancelUrl: 'https://tbs.test/payment?stage=fail',
      webhookUrl: 'https://tbs.test/api/payments/webhook/stripe',
    });
    expect(created).toEqual({
      providerRef: 'cs_test_created',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_created',
    });
    expect(calls[0]).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 163350 } }],
      client_reference_id: 'order:9',
      customer_email: 'paula@payer.test',
      success_url: 'https://tbs.test/payment?stage=ok',
      cancel_url: 'https://tbs.test/payment?stage=fail',
    });
  });
});
