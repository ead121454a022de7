import { CompanyDirectory } from './directory/CompanyDirectory.tsx';

/** /companies: the company directory (search, country, sortable table, pages; the map for members). */
export function CompaniesPage() {
  return <CompanyDirectory />;
}
