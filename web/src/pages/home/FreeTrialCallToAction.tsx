import { Link } from 'react-router';

/** Visitors' invitation to the one-month free trial, plus the newsletter link. */
export function FreeTrialCallToAction() {
  return (
    <section className="hero" data-testid="home-free-trial">
      <h1>The B2B marketplace for the circular IT hardware trade</h1>
      <p>
        Since 1999 close to 3000 verified traders, brokers, refurbishers and service providers buy and sell
        computers, laptops, servers, mobiles and parts on TBS.
      </p>
      <div className="hero-actions">
        <Link className="button button--accent" to="/register" data-testid="free-trial-link">
          Start your 1-month free trial
        </Link>
        <Link className="button button--ghost" to="/newsletter" data-testid="newsletter-link">
          Subscribe to our newsletter
        </Link>
      </div>
      <p className="hero-note">Your free trial starts once we have approved your registration.</p>
    </section>
  );
}
