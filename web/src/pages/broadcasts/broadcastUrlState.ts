import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '@tbs/rules';
import type { BroadcastListQuery } from '../../api/types.ts';
import { cleanSearchText } from '../../router/paths.ts';
import { isBroadcastListId } from './broadcastLists.ts';

/** The tabs of /broadcasts by their spec numbers: 0 All, 3 From Favorites, 1 My Broadcasts, 2 Saved Searches. */
export const BROADCAST_TABS = { all: 0, own: 1, savedSearches: 2, favorites: 3 } as const;
export type BroadcastTab = (typeof BROADCAST_TABS)[keyof typeof BROADCAST_TABS];

export type BroadcastSide = 'WTB' | 'WTS';

/**
 * Everything that defines the broadcast list; the /broadcasts URL holds it so a search can be shared. The URL
 * and the API name the WTB/WTS choice `listType` (the form's "list type: All/WTB/WTS") and the category `type`.
 */
export interface BroadcastSearchState {
  query: string;
  /** WTB or WTS: the "list type", `listType` in the URL and the API; null for All. */
  side: BroadcastSide | null;
  /** The broadcast category (list id), `type` in the URL and the API; null for all lists. */
  listId: number | null;
  companyId: number | null;
  exactPhrase: boolean;
  /** Opens the possible matches modal of this broadcast. */
  possibleMatchId: number | null;
  tab: BroadcastTab;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
}

/** Who looks at the list: the tabs and filters depend on it. */
export interface BroadcastViewer {
  isServiceOnly: boolean;
}

/** The tabs a member sees, in their order: From Favorites and My Broadcasts only when not service-only. */
export function visibleTabs(viewer: BroadcastViewer): BroadcastTab[] {
  return viewer.isServiceOnly
    ? [BROADCAST_TABS.all, BROADCAST_TABS.savedSearches]
    : [BROADCAST_TABS.all, BROADCAST_TABS.favorites, BROADCAST_TABS.own, BROADCAST_TABS.savedSearches];
}

export const TAB_LABELS: Record<BroadcastTab, string> = {
  0: 'All',
  3: 'From Favorites',
  1: 'My Broadcasts',
  2: 'Saved Searches',
};

const positiveInt = (text: string | null): number | null => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : null;
};

/**
 * Read the list's state from the /broadcasts query string. A tab the viewer does not have (a service-only
 * member's link to My Broadcasts) falls back to All, and a value that is not one of the offered ones is ignored.
 */
export function parseBroadcastSearch(params: URLSearchParams, viewer: BroadcastViewer): BroadcastSearchState {
  const side = params.get('listType')?.toUpperCase();
  const listId = positiveInt(params.get('type'));
  const tab = positiveInt(params.get('tab')) ?? 0;
  const pageSize = positiveInt(params.get('pageSize')) ?? 0;
  return {
    query: cleanSearchText(params.get('query') ?? ''),
    side: side === 'WTB' || side === 'WTS' ? side : null,
    listId: listId !== null && isBroadcastListId(listId) ? listId : null,
    companyId: positiveInt(params.get('companyId')),
    exactPhrase: params.get('exactPhrase') === '1',
    possibleMatchId: positiveInt(params.get('possibleMatchId')),
    tab: (visibleTabs(viewer) as number[]).includes(tab) ? (tab as BroadcastTab) : BROADCAST_TABS.all,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The /broadcasts query string of a state; defaults are left out to keep links short. */
export function serialiseBroadcastSearch(state: BroadcastSearchState): string {
  const params = new URLSearchParams();
  const query = cleanSearchText(state.query);
  if (query) params.set('query', query);
  if (state.side) params.set('listType', state.side);
  if (state.listId !== null) params.set('type', String(state.listId));
  if (state.companyId !== null) params.set('companyId', String(state.companyId));
  if (state.exactPhrase) params.set('exactPhrase', '1');
  if (state.possibleMatchId !== null) params.set('possibleMatchId', String(state.possibleMatchId));
  if (state.tab !== BROADCAST_TABS.all) params.set('tab', String(state.tab));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** The /broadcasts path of a state. */
export function broadcastsHref(state: BroadcastSearchState): string {
  const text = serialiseBroadcastSearch(state);
  return text ? `/broadcasts?${text}` : '/broadcasts';
}

/** The parameters of GET /api/broadcasts (the generated contract's, without contentType). */
export type BroadcastApiQuery = BroadcastListQuery;

/** The API query of a list state: the tab decides favorites / onlyOwnBroadcasts. */
export function broadcastApiQuery(state: BroadcastSearchState): BroadcastApiQuery {
  const query = cleanSearchText(state.query);
  return {
    ...(query ? { query } : {}),
    ...(state.side ? { listType: state.side } : {}),
    ...(state.listId !== null ? { type: state.listId as NonNullable<BroadcastApiQuery['type']> } : {}),
    ...(state.companyId !== null ? { companyId: state.companyId } : {}),
    ...(state.exactPhrase ? { exactPhrase: '1' as const } : {}),
    ...(state.tab === BROADCAST_TABS.favorites ? { favorites: '1' as const } : {}),
    ...(state.tab === BROADCAST_TABS.own ? { onlyOwnBroadcasts: '1' as const } : {}),
    page: state.page,
    pageSize: state.pageSize,
  };
}

/**
 * The RSS feed of the current list and side: /api/broadcasts?contentType=rss. A feed reader sends no token, so
 * the server reads it as a visitor's and refuses a text, company or tab filter (docs/api.md "What a visitor sees
 * of broadcasts"): the link keeps only what the feed will answer.
 */
export function broadcastRssHref(state: BroadcastSearchState): string {
  const params = new URLSearchParams({ contentType: 'rss' });
  if (state.side) params.set('listType', state.side);
  if (state.listId !== null) params.set('type', String(state.listId));
  return `/api/broadcasts?${params.toString()}`;
}

/** The empty text of the list: the own tab's, else the search's. */
export function emptyListText(tab: BroadcastTab): string {
  return tab === BROADCAST_TABS.own
    ? 'You currently do not have any broadcasts'
    : 'No results found for this query, please broaden your search';
}

const lastSearchKey = 'tbs.broadcasts.lastSearch';

/** Remember the /broadcasts URL of the current search for the detail page's back link. */
export function rememberLastBroadcastSearch(href: string): void {
  try {
    sessionStorage.setItem(lastSearchKey, href);
  } catch {
    // Storage may be unavailable (private mode); the link then falls back to /broadcasts.
  }
}

/** The last /broadcasts URL of this tab (without the possible matches modal), or /broadcasts. */
export function lastBroadcastSearchHref(): string {
  try {
    const href = sessionStorage.getItem(lastSearchKey);
    return href && /^\/broadcasts(\?|$)/.test(href) ? href : '/broadcasts';
  } catch {
    return '/broadcasts';
  }
}
