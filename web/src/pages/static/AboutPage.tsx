import { ExternalLinkList } from '../../components/ExternalLinkList.tsx';
import { Link } from 'react-router';
import { APP_STORE_LINKS } from '../../shell/externalLinks.ts';

/** Marketing page about TBS. */
export function AboutPage() {
  return (
    <article className="page prose" data-testid="about-page">
      <h1>About TBS</h1>
      <p className="page-lead">
        TBS is the business-to-business marketplace and member directory of the circular IT industry. Since
        1999 traders, brokers, resellers, refurbishers, service providers and wholesalers meet here to buy and
        sell computers, laptops, servers, mobiles and parts.
      </p>

      <h2>A verified network</h2>
      <p>
        Close to 3000 verified members, mostly European, in 74 countries. Every company is checked before it
        joins. Try it yourself with a <Link to="/register">1-month free trial</Link>.
      </p>

      <h2>Broadcasts</h2>
      <p>
        Members send wanted (WTB) and for-sale (WTS) offers to each other by category. Read how in{' '}
        <Link to="/broadcasts">Broadcasts</Link> and the tutorials on the <Link to="/help">Help</Link> page.
      </p>

      <h2>Parts search</h2>
      <p>
        Over 2,000,000 parts in member inventories, searchable by part number on the{' '}
        <Link to="/parts">Parts</Link> page. Trade with confidence using the{' '}
        <Link to="/grading-guidelines">Grading Guidelines</Link>.
      </p>

      <h2>Trusted, Gold and Diamond members</h2>
      <p>
        Members without unsolved complaints earn a tier by years of membership:{' '}
        <Link to="/trusted-members">Trusted</Link> after 3 years, <Link to="/gold-members">Gold</Link> after
        10 and <Link to="/diamond-members">Diamond</Link> after 20. They give a 1-month return-to-base
        warranty.
      </p>

      <h2>The European Broker Meeting</h2>
      <p>Since 2004 TBS organises a yearly broker meeting where members meet in person.</p>

      <h2>Membership</h2>
      <p>
        Membership is paid annually, from 675 EUR per year, after the free trial. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>

      <h2>TBS on your phone</h2>
      <ExternalLinkList links={APP_STORE_LINKS} />
    </article>
  );
}
