import { useEffect } from 'react';
import { openSignIn } from '../stores/modals.ts';

interface SignInRequiredProps {
  title: string;
  /** What signing in gives access to, in one sentence. */
  reason: string;
}

/**
 * A members page seen by a visitor: the sign-in modal opens at once and the page stays, so that after
 * signing in (which reloads the current route) the member lands where they wanted to go.
 */
export function SignInRequired({ title, reason }: SignInRequiredProps) {
  useEffect(() => openSignIn(), []);
  return (
    <section className="page" data-testid="sign-in-required">
      <h1>{title}</h1>
      <div className="card inventory-notice">
        <p>{reason}</p>
        <button type="button" className="button button--primary" onClick={openSignIn}>
          Sign In
        </button>
      </div>
    </section>
  );
}
