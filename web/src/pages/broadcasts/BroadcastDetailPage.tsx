import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Broadcast page; a later issue builds it. */
export function BroadcastDetailPage() {
  return (
    <PagePlaceholder
      title="Broadcast"
      summary="The broadcast page shows one WTB or WTS offer with its message and a reply form."
    />
  );
}
