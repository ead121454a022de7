import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Inventory hits page; a later issue builds it. */
export function InventoryHitsPage() {
  return (
    <PagePlaceholder
      title="Inventory hits"
      summary="The inventory hits page lists searches that found parts in your inventory."
    />
  );
}
