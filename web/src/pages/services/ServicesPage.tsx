import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Services page; a later issue builds it. */
export function ServicesPage() {
  return (
    <PagePlaceholder
      title="Services"
      summary="The services page lists service providers per category, such as data erasure, transport and WEEE recycling."
    />
  );
}
