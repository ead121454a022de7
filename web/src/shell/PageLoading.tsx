/** What the content area shows while a lazily loaded page's chunk arrives (first visit only). */
export function PageLoading() {
  return (
    <section className="page" aria-busy="true" data-testid="page-loading">
      <p className="muted" role="status">
        Loading…
      </p>
    </section>
  );
}
