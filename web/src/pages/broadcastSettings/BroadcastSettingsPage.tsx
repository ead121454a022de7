import { Link } from 'react-router';
import { isOn } from '../../api/types.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { SignInRequired } from '../../components/SignInRequired.tsx';
import { BroadcastSettingsForm } from '../../components/broadcastSettings/BroadcastSettingsForm.tsx';

/** /broadcast-settings: members who are not service-only choose how each list reaches them. */
export function BroadcastSettingsPage() {
  const user = useCurrentUser();
  if (!user)
    return (
      <SignInRequired
        title="Broadcast Settings"
        reason="Sign in to choose how broadcasts reach your mailbox."
      />
    );
  if (isOn(user.isServiceOnly))
    return (
      <section className="page" data-testid="broadcast-settings-refusal">
        <h1>Broadcast Settings</h1>
        <div className="card">
          <p>
            Service-only members have no broadcast settings. Please contact us to upgrade your membership.
          </p>
          <Link className="button button--primary" to="/contact">
            Contact us
          </Link>
        </div>
      </section>
    );
  return (
    <section className="page" data-testid="broadcast-settings-page">
      <h1>Broadcast Settings</h1>
      <BroadcastSettingsForm />
    </section>
  );
}
