import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Company profile page; a later issue builds it. */
export function CompanyDetailPage() {
  return (
    <PagePlaceholder
      title="Company profile"
      summary="The company profile page shows company details, contacts and recommendations."
    />
  );
}
