import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the News page; a later issue builds it. */
export function NewsDetailPage() {
  return <PagePlaceholder title="News" summary="The news post page shows one article with related news." />;
}
