import { paymentProvider } from '../../payments/paymentProvider.ts';
import type { ApiRouter } from '../../router.ts';
import { invoiceRequestRoutes } from './invoiceRequest.ts';
import { simulatedProviderRoutes } from './simulated.ts';
import { storedOrderRoutes } from './storedOrder.ts';
import { webhookRoutes } from './webhook.ts';

/**
 * Membership payments: the order and pay calls, reading an order back after the provider's return, the
 * providers' webhook and the simulated provider's page.
 */
export function paymentRoutes(api: ApiRouter): void {
  paymentProvider(); // the api does not start with a provider that may not run here (payments/paymentProvider.ts)
  invoiceRequestRoutes(api);
  storedOrderRoutes(api);
  webhookRoutes(api);
  simulatedProviderRoutes(api);
}
