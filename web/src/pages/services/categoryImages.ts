/**
 * The service categories' pictures, shipped with the app (./images, one per category's imgName). An imgName
 * without a shipped picture gets a neutral tile instead; the page never loads a picture from elsewhere.
 */
const pictures = import.meta.glob<string>('./images/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byFileName = new Map(
  Object.entries(pictures).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

/** The URL of a category's shipped picture, or null when none is shipped under that name. */
export function categoryPictureUrl(imgName: string): string | null {
  return byFileName.get(imgName) ?? null;
}

/** Up to two initials of a category name for its neutral tile ('Data Erasure Software' → 'DE'). */
export function categoryInitials(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
