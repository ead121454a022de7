import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Part details page; a later issue builds it. */
export function PartDetailPage() {
  return (
    <PagePlaceholder
      title="Part details"
      summary="The part detail page shows the item and the company that offers it."
    />
  );
}
