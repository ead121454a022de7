import { HelpfulLinks, NOT_AVAILABLE_TEXT } from '../../components/HelpfulLinks.tsx';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <section className="page not-found" data-testid="not-found">
      <h1>Page not found</h1>
      <p className="page-lead">{NOT_AVAILABLE_TEXT}</p>
      <p>Maybe one of these pages helps:</p>
      <HelpfulLinks />
    </section>
  );
}
