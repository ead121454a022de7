import { Link } from 'react-router';
import { openSignIn } from '../../stores/modals.ts';

/**
 * A visitor on /parts/{number}: plain part ids are for members (visitors name parts by token, so they cannot
 * walk the ids), and the part is not asked for, so the page is the same whether it exists or not.
 */
export function SignInForPart() {
  return (
    <section className="card sign-in-for-part" data-testid="part-sign-in">
      <h1>Sign in to see this part</h1>
      <p>
        This link to a part is for TBS members. Sign in to see the part, the company that stocks it and its
        contacts, or start a free 1-month trial.
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={openSignIn}>
          Sign In
        </button>
        <Link className="button button--accent" to="/register">
          Start your free 1-month trial
        </Link>
      </div>
    </section>
  );
}
