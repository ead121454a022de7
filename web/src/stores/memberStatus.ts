import { create } from 'zustand';
import { doUnapprovedRecsExist, getLastInvoiceStatus, getUnreadNews, isSuccess } from '../api/client.ts';
import type { InvoiceStatus } from '../api/types.ts';

/** The unread-news count is fetched at most this often. */
export const UNREAD_NEWS_INTERVAL_MS = 300_000;

interface MemberStatusState {
  invoiceStatus: InvoiceStatus | null;
  /** The invoice status call has answered (whatever it said) since sign-in. */
  invoiceStatusChecked: boolean;
  recommendationsAwaitApproval: boolean;
  unreadNewsCount: number;
  unreadNewsFetchedAt: number | null;
  loadInvoiceStatus: () => Promise<void>;
  loadRecommendationsAwaitingApproval: () => Promise<void>;
  /** Fetch the unread-news count unless it was fetched less than 5 minutes ago. */
  loadUnreadNews: () => Promise<void>;
  reset: () => void;
}

const emptyStatus = {
  invoiceStatus: null,
  invoiceStatusChecked: false,
  recommendationsAwaitApproval: false,
  unreadNewsCount: 0,
  unreadNewsFetchedAt: null,
};

/** Signed-in company state the shell reacts to: invoices, pending recommendations, fresh news. */
export const useMemberStatus = create<MemberStatusState>()((set, get) => ({
  ...emptyStatus,
  loadInvoiceStatus: async () => {
    const body = await getLastInvoiceStatus();
    if (isSuccess(body) && body.payload) set({ invoiceStatus: body.payload });
    set({ invoiceStatusChecked: true });
  },
  loadRecommendationsAwaitingApproval: async () => {
    const body = await doUnapprovedRecsExist();
    if (isSuccess(body) && body.payload) set({ recommendationsAwaitApproval: Boolean(body.payload.exist) });
  },
  loadUnreadNews: async () => {
    const fetchedAt = get().unreadNewsFetchedAt;
    const now = Date.now();
    if (fetchedAt !== null && now - fetchedAt < UNREAD_NEWS_INTERVAL_MS) return;
    set({ unreadNewsFetchedAt: now });
    const body = await getUnreadNews();
    if (isSuccess(body) && body.payload) set({ unreadNewsCount: body.payload.count });
  },
  reset: () => set(emptyStatus),
}));
