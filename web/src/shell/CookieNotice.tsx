import { useState } from 'react';
import { Link } from 'react-router';

const COOKIE_NOTICE_KEY = 'tbs.cookieNoticeDismissed';

/** Cookie notice shown until the visitor dismisses it once (remembered in localStorage). */
export function CookieNotice() {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(COOKIE_NOTICE_KEY) === '1');
  if (dismissed) return null;

  const dismiss = () => {
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    setDismissed(true);
  };

  return (
    <div className="cookie-notice" role="region" aria-label="Cookie notice" data-testid="cookie-notice">
      <p>
        TBS uses cookies to keep you signed in and to understand how the site is used. Read our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <button type="button" className="button button--primary" onClick={dismiss}>
        Accept cookies
      </button>
    </div>
  );
}
