import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { rememberLastCompanySearch } from '../../../components/company/lastCompanySearch.ts';
import { PageSizeSelect } from '../../../components/pagination/PageSizeSelect.tsx';
import { Pagination } from '../../../components/pagination/Pagination.tsx';
import { useCurrentUser } from '../../../stores/session.ts';
import { CompaniesMapPanel } from '../map/CompaniesMapPanel.tsx';
import { useCompanyCountries } from '../map/mapApi.ts';
import { DirectorySearchForm } from './DirectorySearchForm.tsx';
import { DirectoryTable } from './DirectoryTable.tsx';
import { useDirectoryPreferences } from './directoryPreferences.ts';
import {
  directoryApiQuery,
  directoryHref,
  parseDirectorySearch,
  shownSort,
  sortedBy,
  type DirectoryState,
} from './directoryUrlState.ts';
import freeTrialBanner from './freeTrialBanner.svg';
import { useCompanyDirectory } from './useCompanyDirectory.ts';
import './directory.css';

/**
 * /companies: the member directory. The URL holds the search (shareable, Back works); the page size falls
 * back to the one chosen last. Members get the map, the favourites link, tiers and favourite counts, and rows
 * that open the company; visitors see the masked list and an image inviting them to the free trial.
 */
export function CompanyDirectory() {
  const user = useCurrentUser();
  const isMember = user !== null;
  const [params] = useSearchParams();
  const rememberedPageSize = useDirectoryPreferences((preferences) => preferences.pageSize);
  const setPageSize = useDirectoryPreferences((preferences) => preferences.setPageSize);
  const state = useMemo(
    () => parseDirectorySearch(params, { isMember, rememberedPageSize }),
    [params, isMember, rememberedPageSize],
  );
  const navigate = useNavigate();
  const show = (next: DirectoryState) => void navigate(directoryHref(next));
  // The countries that have member companies, with their counts (GET /api/companies/countries).
  const countries = useCompanyCountries().data ?? [];
  const { data, isPending, isError, error, isPlaceholderData } = useCompanyDirectory(
    directoryApiQuery(state),
    isMember,
  );

  // The company page's 'Back to companies' link returns to this search.
  const href = directoryHref(state);
  useEffect(() => rememberLastCompanySearch(href), [href]);

  // A page past the last (fewer results since the link was made) shows the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.numResults / state.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && !isPlaceholderData && state.page > lastPage)
      void navigate(directoryHref({ ...state, page: lastPage }), { replace: true });
  }, [lastPage, isPlaceholderData, state, navigate]);

  // Remount the form when the URL's search changes (Back, the header's search) so it shows it.
  const formKey = `${state.query}\n${state.country}`;

  return (
    <section className="page directory-page" data-testid="companies-page">
      <div className="directory-header">
        <h1>Companies</h1>
        {isMember && (
          <Link className="button" to="/favorites" data-testid="directory-favorites-link">
            Favorites ({user.favCompanies.length})
          </Link>
        )}
      </div>
      {!isMember && (
        <Link to="/register" className="directory-register" data-testid="directory-register-banner">
          <img
            src={freeTrialBanner}
            width={728}
            height={120}
            alt="See every member's contacts: start your free 1-month trial"
          />
        </Link>
      )}
      <DirectorySearchForm
        key={formKey}
        state={state}
        countries={countries}
        autoFocus={params.get('showSearch') === 'true'}
        onSearch={show}
      />
      {isMember && <CompaniesMapPanel country={state.country} />}
      {isPending ? (
        <p className="muted">Loading companies…</p>
      ) : isError ? (
        <div className="card" role="alert" data-testid="directory-error">
          {error.message}
        </div>
      ) : (
        <div
          className={isPlaceholderData ? 'directory-results directory-results--loading' : 'directory-results'}
        >
          {data.results.length === 0 ? (
            <p className="card muted" data-testid="directory-empty">
              No companies found for this search, please broaden it.
            </p>
          ) : (
            <DirectoryTable
              rows={data.results}
              sort={shownSort(state)}
              order={state.order}
              onSort={(sort) => show(sortedBy(state, sort))}
              isMember={isMember}
            />
          )}
          <div className="directory-pager">
            <PageSizeSelect
              value={state.pageSize}
              onChange={(pageSize) => {
                setPageSize(pageSize);
                show({ ...state, pageSize, page: 1 });
              }}
              testId="directory-page-size"
            />
            {data.numResults > 0 && (
              <Pagination
                page={state.page}
                pageSize={state.pageSize}
                total={data.numResults}
                onPage={(page) => show({ ...state, page })}
                testId="directory-pagination"
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
