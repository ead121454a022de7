import type { InventoryQuery } from './types.ts';

/**
 * Every query key of the app, named by resource. Answers only a signed-in member gets live under
 * `member`, so that signing out or in can drop them all at once (forgetViewerData).
 */
export const queryKeys = {
  settings: ['settings'] as const,
  banners: ['banners'] as const,
  topSearches: ['topSearches'] as const,
  contactDetails: ['contactDetails'] as const,
  countries: ['countries'] as const,
  lastRegisteredAttendees: ['eventAttendees', 'lastRegistered'] as const,
  testimonials: ['testimonials', 'tbs'] as const,
  latestNews: ['news', 'latest'] as const,
  latestBroadcasts: (pageSize: number) => ['broadcasts', 'latest', pageSize] as const,
  /** Every broadcast answer (the live updates invalidate this prefix): home's list, the list page, details. */
  broadcasts: ['broadcasts'] as const,
  broadcastList: (query: object) => ['broadcasts', 'list', query] as const,
  broadcast: (broadcastId: string | number) => ['broadcasts', 'detail', String(broadcastId)] as const,
  advertisement: (advertisementId: string) => ['advertisements', advertisementId] as const,
  // Route params are strings, result rows numbers: one key for both.
  part: (partId: string | number) => ['parts', 'detail', String(partId)] as const,
  partStats: (partNumberNorm: string) => ['parts', 'stats', partNumberNorm] as const,
  company: (companyId: number) => ['companies', companyId] as const,
  /** A membership order read back by its return's secret (stages 4 and 5 of /payment). */
  paymentOrder: (returnToken: string | null) => ['paymentOrder', returnToken] as const,
  member: {
    all: ['member'] as const,
    profile: ['member', 'profile'] as const,
    companyStatus: ['member', 'companyStatus'] as const,
    invoiceStatus: ['member', 'companyStatus', 'invoice'] as const,
    /** The company as its invoices are made out (the payment form). */
    invoiceBuyer: ['member', 'invoiceBuyer'] as const,
    recommendationsAwaitingApproval: ['member', 'companyStatus', 'recommendationsAwaitingApproval'] as const,
    unreadNews: ['member', 'news', 'unread'] as const,
    inventory: ['member', 'inventory'] as const,
    inventoryList: (query: InventoryQuery) => ['member', 'inventory', 'list', query] as const,
    inventoryCount: ['member', 'inventory', 'count'] as const,
    inventoryHits: (page: number) => ['member', 'inventoryHits', page] as const,
  },
};
