import { Link } from 'react-router';

/** Shown when a page crashes while rendering. */
export function RouteErrorPage() {
  return (
    <section className="page" role="alert">
      <h1>Something went wrong</h1>
      <p className="page-lead">This page could not be shown. Please try again later.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
