import { Link } from 'react-router';

/** Privacy policy. */
export function PrivacyPage() {
  return (
    <article className="page prose" data-testid="privacy-page">
      <h1>Privacy Policy</h1>
      <p className="page-lead">
        This policy explains which personal data TBS keeps, why, and what your rights are.
      </p>
      <h2>What we keep</h2>
      <p>
        For members: company details, contact persons (name, function, email-address, phone), broadcasts,
        saved searches, favorites, inventory and invoices. For visitors: the pages visited and, when you
        contact us or register, the details you send.
      </p>
      <h2>Why we keep it</h2>
      <p>
        To run the marketplace: verify members, deliver broadcasts and messages, send invoices, prevent fraud
        and improve the site. We never sell personal data.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use your browser's storage to keep you signed in, remember your preferences (such as page sizes)
        and remember that you have seen the cookie notice.
      </p>
      <h2>How long</h2>
      <p>
        Data is kept while you are a member and as long as the law requires afterwards (for example invoices).
      </p>
      <h2>Your rights</h2>
      <p>
        You may see, correct or have removed the personal data we hold about you.{' '}
        <Link to="/contact">Contact us</Link> to do so.
      </p>
    </article>
  );
}
