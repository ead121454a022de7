import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isSuccess } from '../../api/apiError.ts';
import {
  FAVORITE_TEXTS,
  refreshAfterFavoriteChange,
  setCompanyAsFavorite,
  useFavoriteCompanies,
  type FavoriteCompany,
} from '../../components/company/favorites/favoritesApi.ts';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { CompanyTierBadge } from '../../components/parts/CompanyTierBadge.tsx';
import { ConfirmActionModal } from '../../modals/compose/ConfirmActionModal.tsx';
import '../../modals/compose/compose.css';
import { companyPath } from '../../router/paths.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { SignInRequired } from '../../components/SignInRequired.tsx';
import { SortHeader } from '../../components/table/SortHeader.tsx';
import { FavoriteRowMenu } from './FavoriteRowMenu.tsx';
import {
  favoriteCountries,
  FAVORITES_PAGE_SIZE,
  filterAndSortFavorites,
  nextOrder,
  parseFavoritesState,
  serialiseFavoritesState,
  type FavoriteOrderColumn,
  type FavoritesState,
} from './favoritesUrlState.ts';
import './favorites.css';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

const COLUMNS: { label: string; column: FavoriteOrderColumn }[] = [
  { label: 'Company', column: 'name' },
  { label: 'Country', column: 'country' },
  { label: 'Date added', column: 'dateFaved' },
];

/** The trust icon: the tier badge, or a muted dot for a regular member. */
function TrustIcon({ favorite }: { favorite: FavoriteCompany }) {
  return favorite.trusted ? (
    <CompanyTierBadge company={favorite} />
  ) : (
    <span className="muted" title="Regular member" aria-label="Regular member">
      –
    </span>
  );
}

/** The signed-in member's favourites: search, country, sortable table (a list on phones), row menu, paging. */
function FavoritesList({ isServiceOnly }: { isServiceOnly: boolean }) {
  const [params, setParams] = useSearchParams();
  const state = parseFavoritesState(params);
  const { data, isPending, isError, refetch } = useFavoriteCompanies();
  const [removing, setRemoving] = useState<FavoriteCompany | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (change: Partial<FavoritesState>) =>
    setParams(serialiseFavoritesState({ ...state, page: 1, ...change }), { replace: true });

  const rows = useMemo(() => filterAndSortFavorites(data ?? [], state), [data, state]);
  const countries = useMemo(() => favoriteCountries(data ?? []), [data]);
  const pageCount = Math.max(1, Math.ceil(rows.length / FAVORITES_PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const pageRows = rows.slice((page - 1) * FAVORITES_PAGE_SIZE, page * FAVORITES_PAGE_SIZE);

  const remove = async (favorite: FavoriteCompany) => {
    setBusy(true);
    const body = await setCompanyAsFavorite(favorite.id, undefined, false);
    setBusy(false);
    setRemoving(null);
    if (isSuccess(body)) {
      notifySuccess(FAVORITE_TEXTS.removed);
      refreshAfterFavoriteChange(favorite.id);
    } else {
      notifyError(FAVORITE_TEXTS.failedTitle, FAVORITE_TEXTS.notRemoved);
    }
  };

  return (
    <>
      <div className="favorites-toolbar">
        <button
          type="button"
          className="button"
          aria-expanded={state.showSearch}
          onClick={() => update({ showSearch: !state.showSearch, query: '', country: '' })}
          data-testid="favorites-search-toggle"
        >
          {state.showSearch ? 'Hide search' : 'Search'}
        </button>
        {data && (
          <span className="muted">{data.length === 1 ? '1 favorite' : `${data.length} favorites`}</span>
        )}
      </div>
      {state.showSearch && (
        <form className="favorites-search" role="search" onSubmit={(event) => event.preventDefault()}>
          <label>
            <span className="visually-hidden">Search your favorites</span>
            <input
              type="search"
              placeholder="Company name or profile"
              value={state.query}
              maxLength={200}
              onChange={(event) => update({ query: event.target.value })}
              data-testid="favorites-query"
            />
          </label>
          <label>
            <span className="visually-hidden">Country</span>
            <select
              value={state.country}
              onChange={(event) => update({ country: event.target.value })}
              data-testid="favorites-country"
            >
              <option value="">All countries</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </label>
        </form>
      )}

      {isPending && <Skeleton blocks={5} blockHeight={44} lines={0} label="Loading your favorites" />}
      {isError && (
        <p className="parts-message" role="alert">
          Your favorites could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {data && data.length === 0 && (
        <p className="muted" data-testid="favorites-empty">
          You have no favorites yet. Open a company's page and choose Favorite to add it here, or find
          companies in the <Link to="/companies">company directory</Link>.
        </p>
      )}
      {data && data.length > 0 && rows.length === 0 && (
        <p className="muted" data-testid="favorites-no-match">
          No favorites match your search.
        </p>
      )}

      {pageRows.length > 0 && (
        <>
          <div className="table-scroll favorites-desktop">
            <table className="data-table favorites-table" data-testid="favorites-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Trust</span>
                  </th>
                  {COLUMNS.map(({ label, column }) => (
                    <SortHeader
                      key={column}
                      label={label}
                      active={state.orderCol === column}
                      order={state.orderDesc ? 'desc' : 'asc'}
                      onSort={() => update(nextOrder(state, column))}
                      testId={`favorites-sort-${column}`}
                    />
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {pageRows.map((favorite) => (
                  <tr key={favorite.id} data-testid="favorite-row">
                    <td>
                      <TrustIcon favorite={favorite} />
                    </td>
                    <td>
                      <Link to={companyPath(favorite.id)} data-testid="favorite-name">
                        {favorite.name}
                      </Link>
                    </td>
                    <td>{favorite.countryName}</td>
                    <td className="nowrap">{favorite.dateFavedLong}</td>
                    <td>
                      <FavoriteRowMenu
                        favorite={favorite}
                        isServiceOnly={isServiceOnly}
                        onRemove={setRemoving}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="favorites-mobile" data-testid="favorites-mobile">
            {pageRows.map((favorite) => (
              <li key={favorite.id} className="favorites-mobile-item">
                <div>
                  <Link to={companyPath(favorite.id)}>{favorite.name}</Link>{' '}
                  <CompanyTierBadge company={favorite} />
                  <p className="muted">
                    {favorite.countryName} · added {favorite.dateFavedLong}
                  </p>
                </div>
                <FavoriteRowMenu favorite={favorite} isServiceOnly={isServiceOnly} onRemove={setRemoving} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={FAVORITES_PAGE_SIZE}
            total={rows.length}
            onPage={(next) => update({ page: next })}
            testId="favorites-pagination"
          />
        </>
      )}

      {removing && (
        <ConfirmActionModal
          title="Remove from Favorites"
          confirmLabel="Remove"
          danger
          busy={busy}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
          testId="confirm-remove-favorite"
        >
          <p>
            Remove {removing.name} from your favorites? Its parts and broadcasts no longer show under From
            Favorites.
          </p>
        </ConfirmActionModal>
      )}
    </>
  );
}

/** /favorites: the companies the signed-in contact marked as favourite (spec part 1 section 2). */
export function FavoritesPage() {
  const user = useCurrentUser();
  if (!user)
    return <SignInRequired title="Your Favorites" reason="Please sign in to see your favorite companies." />;
  return (
    <section className="page favorites-page" data-testid="favorites-page">
      <h1>Your Favorites</h1>
      <FavoritesList isServiceOnly={user.isServiceOnly === 1} />
    </section>
  );
}
