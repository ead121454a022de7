import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the My Inventory page; a later issue builds it. */
export function InventoryPage() {
  return (
    <PagePlaceholder
      title="My Inventory"
      summary="The inventory page lists, adds and edits the parts your company offers."
    />
  );
}
