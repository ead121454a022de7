import { Link } from 'react-router';

/** Invitation for visitors to start the free trial, shown where member details are masked. */
export function RegisterPrompt({ text }: { text: string }) {
  return (
    <div className="register-prompt" data-testid="register-prompt">
      <p>{text}</p>
      <Link className="button button--accent" to="/register">
        Start your free 1-month trial
      </Link>
    </div>
  );
}
