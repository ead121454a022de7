import { Link } from 'react-router';
import { useCurrentUser } from '../stores/session.ts';
import { APP_STORE_LINKS, SOCIAL_LINKS } from './externalLinks.ts';
import { FooterTicker } from './FooterTicker.tsx';
import { ExternalLinkList } from '../components/ExternalLinkList.tsx';

const CURRENT_YEAR = new Date().getFullYear();

/** Site footer: membership and info links, newsletter, social, app stores and copyright. */
export function Footer() {
  const user = useCurrentUser();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <FooterTicker />
      <div className="footer-columns">
        <nav aria-label="Footer">
          <h2 className="footer-heading">TBS</h2>
          <ul className="footer-links">
            <li>
              <Link to="/payment">Pay TBS Membership</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/media-kit">Media Kit</Link>
            </li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
            {user && (
              <li>
                <Link to="/help">Help</Link>
              </li>
            )}
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 className="footer-heading" id="footer-newsletter">
            Newsletter
          </h2>
          <p>News, fraud warnings and event updates for the circular IT trade.</p>
          <Link to="/newsletter">Subscribe to the newsletter</Link>
        </section>
        <section aria-labelledby="footer-social">
          <h2 className="footer-heading" id="footer-social">
            Follow us
          </h2>
          <ExternalLinkList className="footer-links" links={SOCIAL_LINKS} />
        </section>
        <section aria-labelledby="footer-apps">
          <h2 className="footer-heading" id="footer-apps">
            Mobile app
          </h2>
          <ExternalLinkList className="footer-links" links={APP_STORE_LINKS} />
        </section>
      </div>
      <p className="copyright">© 1999–{CURRENT_YEAR} TBS. All rights reserved.</p>
    </footer>
  );
}
