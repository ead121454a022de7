import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useContactDetails } from '../../queries/contactDetails.ts';
import { categoryInitials, categoryPictureUrl } from './categoryImages.ts';
import { CompanyModalLoader } from '../../modals/CompanyModalLoader.tsx';
import { panelAfterIndex, useGridColumns } from './gridColumns.ts';
import {
  categoryOfHash,
  groupByCategory,
  hashOfCategory,
  shortCountryName,
  type ServiceCategoryGroup,
} from './serviceCategories.ts';
import { useServiceDirectory, type ServiceCompany } from './servicesQuery.ts';
import './services.css';

const categoryElementId = (catId: number) => `service-category-${catId}`;
const panelId = (catId: number) => `service-category-${catId}-companies`;

/**
 * /services: the service categories (1-16) as a grid with count badges; one category open at a time (clicking
 * the open one closes it) with its companies and shortened countries; a company opens the company modal. The
 * URL hash names the open category (underscores for spaces, any case): arriving with one opens and scrolls
 * to it, and opening a category writes it, so the address can be shared.
 */
export function ServicesPage() {
  const { data, isPending, isError } = useServiceDirectory();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const [company, setCompany] = useState<ServiceCompany | null>(null);
  // The hash this page wrote itself: following it must not scroll the page under the user's click.
  const ownHash = useRef<string | null>(null);

  const groups = useMemo(() => (data ? groupByCategory(data.categories, data.companies) : []), [data]);
  const grid = useRef<HTMLUListElement>(null);
  const columns = useGridColumns(grid);
  const openIndex = groups.findIndex((group) => group.category.catId === openId);
  const openGroup = openIndex >= 0 ? groups[openIndex]! : null;
  const panelAfter = openGroup ? panelAfterIndex(openIndex, columns, groups.length) : -1;

  useEffect(() => {
    if (!data) return;
    if (ownHash.current === hash) return;
    ownHash.current = null;
    const catId = categoryOfHash(hash, data.categories);
    if (catId === null) return;
    setOpenId(catId);
    // After the open category has rendered its list.
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(categoryElementId(catId))?.scrollIntoView({ block: 'start' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [data, hash]);

  function toggle(group: ServiceCategoryGroup<ServiceCompany>) {
    const opening = openId !== group.category.catId;
    setOpenId(opening ? group.category.catId : null);
    const nextHash = opening ? hashOfCategory(group.category) : '';
    ownHash.current = nextHash;
    void navigate({ hash: nextHash }, { replace: true, preventScrollReset: true });
  }

  return (
    <section className="page services-page" data-testid="services-page">
      <h1>Services</h1>
      <p className="page-lead">
        Service providers for the circular IT trade: data erasure, transport, WEEE recycling, repairs and
        more. Open a category to see its providers, and a provider for its details and contacts.
      </p>
      {isPending && <p className="muted">Loading services…</p>}
      {isError && (
        <p className="muted" role="alert">
          The services could not be loaded. Please try again later.
        </p>
      )}
      <ul className="service-grid" ref={grid} data-testid="service-categories">
        {groups.map((group, index) => (
          <Fragment key={group.category.catId}>
            <ServiceCategoryTile group={group} open={group === openGroup} onToggle={() => toggle(group)} />
            {/* The open category's companies: a full-width row under the row of its tile. */}
            {openGroup && index === panelAfter && (
              <ServiceCompaniesPanel group={openGroup} onCompany={setCompany} />
            )}
          </Fragment>
        ))}
      </ul>
      {data && <ServicesFooter />}
      {company && (
        <CompanyModalLoader
          company={{ id: company.id, name: company.name, countryName: company.compCountry }}
          onClose={() => setCompany(null)}
        />
      )}
    </section>
  );
}

interface ServiceCategoryTileProps {
  group: ServiceCategoryGroup<ServiceCompany>;
  open: boolean;
  onToggle: () => void;
}

function ServiceCategoryTile({ group, open, onToggle }: ServiceCategoryTileProps) {
  const { category, companies } = group;
  return (
    <li
      id={categoryElementId(category.catId)}
      className={open ? 'service-card service-card--open' : 'service-card'}
      data-testid="service-category"
      data-category={category.catName}
    >
      <button
        type="button"
        className="service-card-button"
        aria-expanded={open}
        aria-controls={open ? panelId(category.catId) : undefined}
        onClick={onToggle}
        data-testid="service-category-button"
      >
        <CategoryPicture imgName={category.imgName} name={category.catName} />
        <span className="service-card-name">{category.catName}</span>
        <span
          className="badge service-card-count"
          data-testid="service-category-count"
          aria-label={`${companies.length} ${companies.length === 1 ? 'provider' : 'providers'}`}
        >
          {companies.length}
        </span>
      </button>
    </li>
  );
}

interface ServiceCompaniesPanelProps {
  group: ServiceCategoryGroup<ServiceCompany>;
  onCompany: (company: ServiceCompany) => void;
}

/** The companies of the open category, each opening the company modal. */
function ServiceCompaniesPanel({ group, onCompany }: ServiceCompaniesPanelProps) {
  const { category, companies } = group;
  return (
    <li
      id={panelId(category.catId)}
      className="service-panel"
      data-testid="service-companies"
      data-category={category.catName}
      aria-label={`${category.catName} providers`}
    >
      {companies.length === 0 ? (
        <p className="muted">No provider is listed under {category.catName} yet.</p>
      ) : (
        <ul>
          {companies.map((company) => (
            <li key={company.id}>
              <button
                type="button"
                className="link-button"
                onClick={() => onCompany(company)}
                data-testid="service-company"
              >
                {company.name}
              </button>{' '}
              <span className="muted">({shortCountryName(company.compCountry)})</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The category's shipped picture, or a neutral tile with its initials. */
function CategoryPicture({ imgName, name }: { imgName: string; name: string }) {
  const url = categoryPictureUrl(imgName);
  if (url) return <img className="service-card-picture" src={url} alt="" width={64} height={64} />;
  return (
    <span className="service-card-picture service-card-picture--tile" aria-hidden="true">
      {categoryInitials(name)}
    </span>
  );
}

/** How a provider gets listed: an e-mail to the operator's support address (the Contact page without one). */
function ServicesFooter() {
  const contact = useContactDetails();
  const address = contact?.supportEmail ?? null;
  return (
    <footer className="services-footer card" data-testid="services-footer">
      <p>
        Do you provide a service to the IT trade and want to be listed here?{' '}
        {address ? (
          <>
            E-mail us at{' '}
            <a href={`mailto:${address}?subject=${encodeURIComponent('Listing on the services page')}`}>
              {address}
            </a>{' '}
            with your company name and the categories you serve.
          </>
        ) : (
          <>
            <Link to="/contact">Contact us</Link> with your company name and the categories you serve.
          </>
        )}
      </p>
    </footer>
  );
}
