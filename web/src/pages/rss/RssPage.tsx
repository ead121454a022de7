import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the RSS feeds page; a later issue builds it. */
export function RssPage() {
  return (
    <PagePlaceholder
      title="RSS feeds"
      summary="The RSS page offers feeds of broadcasts for your current search."
    />
  );
}
