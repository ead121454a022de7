import { Skeleton } from '../components/skeleton/Skeleton.tsx';
/** What the content area shows while a lazily loaded page's chunk arrives (first visit only). */
export function PageLoading() {
  return (
    <section className="page" data-testid="page-loading">
      <Skeleton blocks={5} blockHeight={120} lines={3} label="Loading the page" />
    </section>
  );
}
