/** Newsletter (an empty placeholder in the spec). */
export function NewsletterPage() {
  return (
    <article className="page" data-testid="newsletter-page">
      <h1>Newsletter</h1>
      <p className="page-lead">
        The TBS newsletter brings news, fraud warnings and European Broker Meeting updates. The subscription
        form will appear here.
      </p>
    </article>
  );
}
