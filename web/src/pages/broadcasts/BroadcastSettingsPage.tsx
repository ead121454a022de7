import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Broadcast Settings page; a later issue builds it. */
export function BroadcastSettingsPage() {
  return (
    <PagePlaceholder
      title="Broadcast Settings"
      summary="The broadcast settings page lets you choose per list how broadcasts reach your mailbox."
    />
  );
}
