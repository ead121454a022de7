import { PRODUCT_NAME } from '@tbs/rules';
import type { BroadcastSummaryView } from './broadcast.ts';
import { rssChannel } from './rssChannel.ts';

/**
 * A page of broadcast rows as an RSS 2.0 document: one item per broadcast linking to /broadcasts/{id} on the
 * web app, its list and side as categories, the sender as the rows show it (masked for visitors).
 */
export function broadcastFeed(
  rows: BroadcastSummaryView[],
  options: { publicUrl: string; selfUrl: string },
): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  const feed = rssChannel({
    title: `${PRODUCT_NAME} Broadcasts`,
    description: 'Want-to-buy and want-to-sell offers of the members',
    link: `${base}/broadcasts`,
    selfUrl: options.selfUrl,
    updated: rows[0] ? new Date(rows[0].date) : undefined,
  });
  for (const row of rows) {
    const link = `${base}/broadcasts/${row.id}`;
    feed.addItem({
      title: row.subject,
      id: link,
      guid: link,
      link,
      date: new Date(row.date),
      description: `${row.side} · ${row.broadcastListName} · ${row.company.name}`,
      category: [{ name: row.broadcastListName }, { name: row.side }],
    });
  }
  return feed.rss2();
}
