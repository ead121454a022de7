import { describe, expect, it } from 'vitest';
import {
  BROADCAST_TABS,
  broadcastApiQuery,
  broadcastRssHref,
  broadcastsHref,
  emptyListText,
  parseBroadcastSearch,
  visibleTabs,
} from './broadcastUrlState.ts';

const member = { isServiceOnly: false };
const serviceOnly = { isServiceOnly: true };
const parse = (query: string, viewer = member) => parseBroadcastSearch(new URLSearchParams(query), viewer);

describe('parseBroadcastSearch', () => {
  it('gives defaults for an empty query string', () => {
    expect(parse('')).toEqual({
      query: '',
      side: null,
      listId: null,
      companyId: null,
      exactPhrase: false,
      possibleMatchId: null,
      tab: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('reads every parameter and writes the same URL back', () => {
    const query =
      'query=DL380&listType=WTS&type=2&companyId=17&exactPhrase=1&possibleMatchId=99&tab=3&page=4&pageSize=50';
    const state = parse(query);
    expect(state).toMatchObject({
      query: 'DL380',
      side: 'WTS',
      listId: 2,
      companyId: 17,
      exactPhrase: true,
      possibleMatchId: 99,
      tab: BROADCAST_TABS.favorites,
      page: 4,
      pageSize: 50,
    });
    expect(broadcastsHref(state)).toBe(`/broadcasts?${query}`);
    expect(broadcastsHref(parse(''))).toBe('/broadcasts');
  });

  it('ignores values that are not offered', () => {
    expect(parse('type=3&listType=ABC&companyId=-1&tab=9&page=0&pageSize=7&possibleMatchId=x')).toMatchObject(
      {
        side: null,
        listId: null,
        companyId: null,
        tab: 0,
        page: 1,
        pageSize: 10,
        possibleMatchId: null,
      },
    );
    expect(parse('listType=wtb').side).toBe('WTB');
  });

  it("sends a service-only member's link to From Favorites or My Broadcasts to All", () => {
    expect(parse('tab=1', serviceOnly).tab).toBe(0);
    expect(parse('tab=3', serviceOnly).tab).toBe(0);
    expect(parse('tab=2', serviceOnly).tab).toBe(2);
    expect(parse('tab=1').tab).toBe(1);
  });
});

describe('tabs', () => {
  it('shows From Favorites and My Broadcasts only to members that are not service-only', () => {
    expect(visibleTabs(member)).toEqual([0, 3, 1, 2]);
    expect(visibleTabs(serviceOnly)).toEqual([0, 2]);
  });

  it('has its own empty text on My Broadcasts', () => {
    expect(emptyListText(BROADCAST_TABS.own)).toBe('You currently do not have any broadcasts');
    expect(emptyListText(BROADCAST_TABS.all)).toBe(
      'No results found for this query, please broaden your search',
    );
    expect(emptyListText(BROADCAST_TABS.favorites)).toBe(
      'No results found for this query, please broaden your search',
    );
  });
});

describe('the API query and the RSS link', () => {
  it('turns the tab into favorites or onlyOwnBroadcasts', () => {
    expect(broadcastApiQuery(parse('query=x1&tab=3'))).toEqual({
      query: 'x1',
      favorites: '1',
      page: 1,
      pageSize: 10,
    });
    expect(broadcastApiQuery(parse('tab=1&page=2'))).toEqual({
      onlyOwnBroadcasts: '1',
      page: 2,
      pageSize: 10,
    });
  });

  it('keeps the list and side in the RSS link, not the search a feed reader (a visitor) may not send', () => {
    const state = parse(
      'query=DL 380&listType=WTB&type=11&exactPhrase=1&companyId=7&page=3&possibleMatchId=5',
    );
    expect(broadcastRssHref(state)).toBe('/api/broadcasts?contentType=rss&listType=WTB&type=11');
    expect(broadcastRssHref(parse('query=DL 380&tab=3'))).toBe('/api/broadcasts?contentType=rss');
  });
});
