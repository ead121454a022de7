import { ApiRouter, type ApiRouterOptions } from '../router.ts';
import { advertisementRoutes } from './advertisements/advertisements.ts';
import { analyticsRoutes } from './analytics/analytics.ts';
import { authRoutes } from './auth/auth.ts';
import { billingRoutes } from './billing/invoices.ts';
import { sessionRoutes } from './auth/sessions.ts';
import { broadcastRoutes } from './broadcasts/broadcasts.ts';
import { savedSearchRoutes } from './broadcasts/savedSearches/savedSearches.ts';
import { composeRoutes } from './broadcasts/compose/compose.ts';
import { possibleMatchRoutes } from './broadcasts/possibleMatches/possibleMatches.ts';
import { captchaRoutes } from './captcha/captcha.ts';
import { broadcastSettingsRoutes } from './companies/broadcastSettings/broadcastSettings.ts';
import { companyBodyRoutes } from './companies/companyBody.ts';
import { companyMapRoutes } from './companies/map/map.ts';
import { memberBadgeRoutes } from './companies/memberBadge/memberBadge.ts';
import { pictureRoutes } from './companies/pictures/pictures.ts';
import { companyProfileRoutes } from './companies/profile/profile.ts';
import { companyRoutes } from './companies/companies.ts';
import { companyDirectoryRoutes } from './companies/directory/directory.ts';
import { complaintRoutes } from './companies/complaints/complaints.ts';
import { favoriteRoutes } from './companies/favorites/favorites.ts';
import { recommendationRoutes } from './companies/recommendations/recommendations.ts';
import { tierListRoutes } from './companies/tierLists/tierLists.ts';
import { devRoutes } from './dev/outbox.ts';
import { docsRoutes } from './docs/docs.ts';
import { eventRoutes } from './events/events.ts';
import { inventoryImportRoutes } from './inventory/importRoute.ts';
import { inventoryRoutes } from './inventory/inventory.ts';
import { broadcastReplyRoutes } from './mail/broadcastReply.ts';
import { mailRoutes } from './mail/mail.ts';
import { contactMessageRoutes } from './mail/contactMessages.ts';
import { contactDetailsRoutes } from './misc/contactDetails.ts';
import { contentRoutes } from './misc/content.ts';
import { miscRoutes } from './misc/misc.ts';
import { newsRoutes } from './news/news.ts';
import { partRoutes } from './parts/parts.ts';
import { registrationRoutes } from './registration/registration.ts';
import { paymentRoutes } from './payments/payments.ts';
import { serviceRoutes } from './services/services.ts';
import { testimonialRoutes } from './testimonials/testimonials.ts';
import { twoFactorRoutes } from './twoFactor/twoFactor.ts';

/** Every resource's routes, one module per folder (the table in docs/architecture.md). */
const RESOURCES = [
  authRoutes,
  sessionRoutes,
  twoFactorRoutes,
  companyRoutes,
  broadcastSettingsRoutes,
  miscRoutes,
  contentRoutes,
  contactDetailsRoutes,
  eventRoutes,
  inventoryRoutes,
  inventoryImportRoutes,
  partRoutes,
  mailRoutes,
  broadcastReplyRoutes,
  captchaRoutes,
  newsRoutes,
  broadcastRoutes,
  possibleMatchRoutes,
  savedSearchRoutes,
  composeRoutes,
  testimonialRoutes,
  advertisementRoutes,
  serviceRoutes,
  tierListRoutes,
  companyProfileRoutes,
  memberBadgeRoutes,
  pictureRoutes,
  complaintRoutes,
  contactMessageRoutes,
  companyMapRoutes,
  companyDirectoryRoutes,
  recommendationRoutes,
  favoriteRoutes,
  paymentRoutes,
  registrationRoutes,
  billingRoutes,
  analyticsRoutes,
  // Last: its /api/companies/:id would otherwise swallow the named company paths registered above.
  companyBodyRoutes,
];

/**
 * The router with every route registered: a static table (handlers find their services on the request), so
 * the OpenAPI document and the web app's types are built from it without a database. The dev outbox only
 * outside production.
 */
export function createApiRouter(options: ApiRouterOptions & { dev: boolean }): ApiRouter {
  const api = new ApiRouter(options);
  for (const register of RESOURCES) register(api);
  if (options.dev) devRoutes(api);
  docsRoutes(api);
  return api;
}
