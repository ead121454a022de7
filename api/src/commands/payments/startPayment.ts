import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalFromCents } from '@tbs/rules';
import { Payment } from '@tbs/db';
import { ApiError } from '../../errors.ts';
import type { Logger } from 'pino';
import type { CreatePaymentInput, PaymentProvider } from '../../payments/provider.ts';

/** The webhook address of a provider on this installation. */
export const webhookUrl = (publicUrl: string, provider: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/payments/webhook/${provider}`;

/**
 * Creates the payment at the provider and records it (payment row: reference, provider ref, exact amount,
 * open). A provider that cannot be reached is a 503 and leaves no payment row; the order stays 'created'.
 */
export async function startPayment(
  em: EntityManager,
  provider: PaymentProvider,
  input: CreatePaymentInput,
  log: Logger,
): Promise<{ link: string; providerRef: string }> {
  let created;
  try {
    created = await provider.createPayment(input, em);
  } catch (error) {
    log.error(
      { err: error, provider: provider.name },
      'the payment provider refused or could not be reached',
    );
    throw new ApiError(
      'payment_provider_unavailable',
      503,
      'The payment provider could not be reached. Please try again later.',
      { report: true },
    );
  }
  em.create(Payment, {
    order: input.reference.kind === 'order' ? input.reference.id : null,
    invoice: input.reference.kind === 'invoice' ? input.reference.id : null,
    provider: provider.name,
    providerRef: created.providerRef,
    amount: decimalFromCents(input.amountCents),
    currency: 'EUR',
    status: 'open',
  });
  await em.flush();
  return { link: created.checkoutUrl, providerRef: created.providerRef };
}
