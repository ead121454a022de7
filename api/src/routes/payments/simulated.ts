import { z } from 'zod';
import { centsFromDecimal, formatEuro, escapeHtml } from '@tbs/rules';
import { SimulatedCheckout } from '@tbs/db';
import type { AppContextExtras, AppState, RouteContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { paymentProvider, simulatedProviderAllowed } from '../../payments/paymentProvider.ts';
import {
  SimulatedPaymentProvider,
  simulatedCheckoutPath,
  simulatedEventId,
} from '../../payments/simulatedProvider.ts';
import { SIMULATED_SIGNATURE_HEADER, signSimulatedBody } from '../../payments/simulatedSignature.ts';
import type { ApiRouter } from '../../router.ts';
import type { Middleware } from 'koa';
import { SimulatedParams } from './schema.ts';

/** The simulated provider, or 404 when it is not the configured one or may not run here. */
function simulatedProvider(): SimulatedPaymentProvider {
  const provider = paymentProvider();
  if (!(provider instanceof SimulatedPaymentProvider) || !simulatedProviderAllowed()) throw NotFoundError();
  return provider;
}

/**
 * The checkout page's own policy, stricter than the app's: no script, image, font or connection at all; its
 * styles inline; its forms post to this origin only; never framed.
 */
export const SIMULATED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A small self-contained page: no script at all, styles in the page. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #1f2937; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 4px; padding: .1rem .5rem; font-size: .8rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; border: 0; border-radius: 6px; padding: .6rem 1.2rem; cursor: pointer; }
  .approve { background: #047857; color: #fff; } .decline { background: #e5e7eb; color: #111827; }
  .muted { color: #6b7280; font-size: .9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The checkout of a payment reference from the path (404 when there is none). */
async function findCheckout(ctx: RouteContext, providerRef: string) {
  const checkout = await ctx.state.em.findOne(SimulatedCheckout, { providerRef });
  if (!checkout) throw NotFoundError('Payment not found.');
  return checkout;
}

/**
 * Approve or decline (a form post from the checkout page): the provider's side of a payment. Marks the
 * checkout (once: a second click finds it done and only redirects), posts the signed event to the shop's
 * webhook as a provider does, and sends the browser to the success or cancel address with a 303. When the
 * webhook does not answer 200, the checkout is opened again and the page says so.
 */
function completeCheckout(outcome: 'approved' | 'declined'): Middleware<AppState, AppContextExtras> {
  return async (koaCtx) => {
    const ctx = koaCtx as unknown as RouteContext;
    const provider = simulatedProvider();
    const params = SimulatedParams.safeParse(ctx.params);
    if (!params.success) throw NotFoundError();
    const { providerRef } = params.data;
    const em = ctx.state.em;
    const checkout = await findCheckout(ctx, providerRef);
    const taken = await em.nativeUpdate(
      SimulatedCheckout,
      { providerRef, status: 'open' },
      { status: outcome },
    );
    if (taken === 0) {
      ctx.status = 303;
      ctx.redirect(checkout.status === 'approved' ? checkout.successUrl : checkout.cancelUrl);
      return;
    }
    const body = JSON.stringify({
      id: simulatedEventId(),
      type: outcome === 'approved' ? 'payment.paid' : 'payment.failed',
      created: Math.floor(Date.now() / 1000),
      data: { providerRef, reference: checkout.reference, amount: checkout.amount, currency: 'EUR' },
    });
    let answered = 0;
    try {
      const response = await fetch(checkout.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIMULATED_SIGNATURE_HEADER]: signSimulatedBody(provider.signingSecret, body),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      answered = response.status;
    } catch (error) {
      ctx.state.log.error(
        { err: error, webhookUrl: checkout.webhookUrl },
        'simulated provider: webhook unreachable',
      );
    }
    if (answered !== 200) {
      await em.nativeUpdate(SimulatedCheckout, { providerRef }, { status: 'open' });
      ctx.status = 502;
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', SIMULATED_PAGE_CSP);
      ctx.body = page(
        'Payment not confirmed',
        `<h1>Payment not confirmed</h1><p>The shop's webhook answered ${answered || 'nothing'}. Go back and try again.</p>` +
          `<p><a href="${escapeHtml(simulatedCheckoutPath(providerRef))}">Back to the payment</a></p>`,
      );
      return;
    }
    ctx.status = 303;
    ctx.redirect(outcome === 'approved' ? checkout.successUrl : checkout.cancelUrl);
  };
}

/**
 * The simulated provider's hosted checkout (PAYMENT_PROVIDER=simulated, outside production unless
 * PAYMENT_SIMULATED_IN_PRODUCTION): the amount and description with Approve and Decline.
 */
export function simulatedProviderRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/payments/simulated/:providerRef',
    tags: ['payments'],
    summary: "The simulated provider's checkout page (HTML)",
    hidden: true,
    schemas: { params: SimulatedParams },
    response: z.string(),
    handler: async (ctx) => {
      simulatedProvider();
      const checkout = await findCheckout(ctx, ctx.input.params.providerRef);
      const path = simulatedCheckoutPath(checkout.providerRef);
      const amount = formatEuro(centsFromDecimal(checkout.amount));
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', SIMULATED_PAGE_CSP);
      const done =
        checkout.status === 'open' ? '' : `<p class="muted">This payment was already ${checkout.status}.</p>`;
      return page(
        `Pay ${amount}`,
        `<p><span class="badge">Simulated payment provider</span></p>
<h1>Card payment</h1>
<p>${escapeHtml(checkout.description)}</p>
<p class="amount" data-testid="simulated-amount">${escapeHtml(amount)}</p>
${done}
<div class="actions">
<form method="post" action="${escapeHtml(path)}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${escapeHtml(path)}/decline"><button class="decline" type="submit">Decline</button></form>
</div>
<p class="muted">No card is charged: a tester approves or declines, and the shop is told through its signed webhook.</p>`,
      );
    },
  });
  api.koa.post('/api/payments/simulated/:providerRef/approve', completeCheckout('approved'));
  api.koa.post('/api/payments/simulated/:providerRef/decline', completeCheckout('declined'));
}
