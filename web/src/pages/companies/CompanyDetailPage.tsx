import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CompanyBody } from '../../components/company/CompanyBody.tsx';
import { lastCompanySearchHref } from '../../components/company/lastCompanySearch.ts';
import { companyPageMeta } from '@tbs/rules';
import { useCompany } from '../../queries/companies.ts';
import { NOT_FOUND_HEAD } from '../../seo/pageHead.ts';
import { usePageHead } from '../../seo/usePageHead.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { HelpfulLinks, NOT_AVAILABLE_TEXT } from '../../components/HelpfulLinks.tsx';

/** A company id as the route carries it: digits only, within PostgreSQL's integer; else null. */
function companyIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The company page's body once the id is known to be a number. */
function CompanyDetail({ companyId, backLink }: { companyId: number; backLink: ReactNode }) {
  const user = useCurrentUser();
  const { data, isPending, isError } = useCompany(companyId);
  const company = data?.company;
  // The same head the api renders for this page (api/src/seo/): only what a visitor sees of the company.
  usePageHead(
    company && {
      ...companyPageMeta({
        name: company.name,
        countryName: company.countryName,
        profile: company.description,
        recommendationsCount: company.recommendations.length,
      }),
      noindex: false,
    },
  );

  if (isPending) {
    return (
      <section className="page company-detail">
        {backLink}
        <p className="muted">Loading company…</p>
      </section>
    );
  }
  if (isError) return <CompanyNotFound backLink={backLink} />;

  const isOwnCompany = user?.companyId === data.company.id;
  return (
    <section className="page company-detail" data-testid="company-detail">
      {backLink}
      <h1 data-testid="company-name">{data.company.name}</h1>
      {isOwnCompany && (
        <p className="muted">
          This is your company. <Link to="/profile">Edit your profile</Link>
        </p>
      )}
      <CompanyBody company={data.company} contacts={data.contacts} mode="view" />
    </section>
  );
}

/** The spec builds no page for a company that is not found (part 2, section 8): a clear text and the way on. */
function CompanyNotFound({ backLink }: { backLink: ReactNode }) {
  usePageHead(NOT_FOUND_HEAD);
  return (
    <section className="page company-detail company-not-found" data-testid="company-not-found">
      {backLink}
      <h1>Company not found</h1>
      <p className="page-lead">{NOT_AVAILABLE_TEXT}</p>
      <p>Maybe one of these pages helps:</p>
      <HelpfulLinks />
    </section>
  );
}

/** /companies/{id} (route companyDetail): "Back to companies" (the last directory search) and the company body. */
export function CompanyDetailPage() {
  const { id } = useParams();
  const companyId = companyIdOf(id);
  const backLink = (
    <p>
      <Link to={lastCompanySearchHref()} data-testid="back-to-companies">
        ‹ Back to companies
      </Link>
    </p>
  );
  if (companyId === null) return <CompanyNotFound backLink={backLink} />;
  return <CompanyDetail key={companyId} companyId={companyId} backLink={backLink} />;
}
