import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Your Favorites page; a later issue builds it. */
export function FavoritesPage() {
  return (
    <PagePlaceholder
      title="Your Favorites"
      summary="The favorites page lists the companies you marked as favorite."
    />
  );
}
