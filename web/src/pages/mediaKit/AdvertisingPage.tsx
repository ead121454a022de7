import { Link } from 'react-router';

/** Banner advertising on TBS. */
export function AdvertisingPage() {
  return (
    <article className="prose">
      <h1>Advertising</h1>
      <p>
        Reach close to 3000 IT trading companies. Banners are shown at the bottom of the pages: there are 5
        banner places, and each page view shows 4 of them in rotation.
      </p>
      <ul>
        <li>Banner size: 185x185 px.</li>
        <li>Sold annually, for a minimum of 12 months.</li>
        <li>Clicks on your banner are counted and reported.</li>
      </ul>
      <p>
        Interested? <Link to="/contact">Contact us</Link>.
      </p>
    </article>
  );
}
