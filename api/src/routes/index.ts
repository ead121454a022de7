import type { Services } from '../context.ts';
import type { ApiRouter } from '../router.ts';
import { advertisementRoutes } from './advertisements/advertisements.ts';
import { authRoutes } from './auth/auth.ts';
import { broadcastRoutes } from './broadcasts/broadcasts.ts';
import { companyRoutes } from './companies/companies.ts';
import { twoFactorRoutes } from './companies/twoFactor.ts';
import { devRoutes } from './dev/outbox.ts';
import { docsRoutes } from './docs/docs.ts';
import { eventRoutes } from './events/events.ts';
import { inventoryImportRoutes } from './inventory/importRoute.ts';
import { inventoryRoutes } from './inventory/inventory.ts';
import { miscRoutes } from './misc/misc.ts';
import { mailRoutes } from './mail/mail.ts';
import { newsRoutes } from './news/news.ts';
import { partRoutes } from './parts/parts.ts';
import { testimonialRoutes } from './testimonials/testimonials.ts';

/** Registers every resource's routes; the dev outbox only outside production. */
export function registerRoutes(api: ApiRouter, services: Services, options: { dev: boolean }): void {
  authRoutes(api, services);
  twoFactorRoutes(api, services);
  companyRoutes(api, services);
  miscRoutes(api, services);
  eventRoutes(api, services);
  inventoryRoutes(api, services);
  inventoryImportRoutes(api, services);
  partRoutes(api, services);
  mailRoutes(api, services);
  newsRoutes(api, services);
  broadcastRoutes(api, services);
  testimonialRoutes(api, services);
  advertisementRoutes(api, services);
  if (options.dev) devRoutes(api, services);
  docsRoutes(api);
}
