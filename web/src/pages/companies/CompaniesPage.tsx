import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Companies page; a later issue builds it. */
export function CompaniesPage() {
  return (
    <PagePlaceholder
      title="Companies"
      summary="The companies page is the directory of member companies, searchable by name, contact and country."
    />
  );
}
