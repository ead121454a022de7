import { Navigate } from 'react-router';
import { useCurrentUser } from '../../stores/session.ts';
import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Broadcast list; visitors are sent home (spec: a non-signed-in visitor on /broadcasts goes to /). */
export function BroadcastsPage() {
  const user = useCurrentUser();
  if (!user) return <Navigate to="/" replace />;
  return (
    <PagePlaceholder
      title="Broadcasts"
      summary="The broadcasts page lists, searches and composes WTB and WTS broadcasts."
    />
  );
}
