import { Feed } from 'feed';
import { PRODUCT_NAME } from '@tbs/rules';

/** What tells one of our RSS feeds apart; the rest of the channel is the same for all. */
export interface RssChannelProps {
  title: string;
  description: string;
  /** The web app's page of the feed (also the channel's id). */
  link: string;
  /** The feed's own address (atom:link rel=self). */
  selfUrl: string;
  /** The newest item's date. */
  updated: Date | undefined;
}

/** An RSS 2.0 channel of ours (English, the product as copyright, no generator) to add the items to. */
export function rssChannel({ title, description, link, selfUrl, updated }: RssChannelProps): Feed {
  return new Feed({
    title,
    description,
    id: link,
    link,
    language: 'en',
    copyright: PRODUCT_NAME,
    updated,
    generator: false,
    feedLinks: { rss: selfUrl },
  });
}
