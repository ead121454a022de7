import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Parts page; a later issue builds it. */
export function PartsPage() {
  return (
    <PagePlaceholder
      title="Parts"
      summary="The parts page searches the inventories of all members by part number."
    />
  );
}
