import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccess } from '../../../api/client.ts';
import type { InventoryItem } from '../../../api/types.ts';
import { pageCountOf } from '../../../components/pagination/paginationWindow.ts';
import type { PageSize } from '../../../search/partsUrlState.ts';
import { getInventory } from '../inventoryApi.ts';
import { INVENTORY_RELOAD_DELAY_MS } from '../inventoryMessages.ts';
import { useInventoryPreferences } from './inventoryPreferences.ts';

/** Typing pauses this long before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

interface LoadedList {
  items: InventoryItem[];
  numResults: number;
}

export interface InventoryList {
  /** The search box text as typed. */
  searchText: string;
  /** The search the shown list answers (searchText after the pause). */
  search: string;
  page: number;
  pageSize: PageSize;
  /** Null until the first answer. */
  loaded: LoadedList | null;
  loading: boolean;
  /** The server's message when the last load failed. */
  loadError: string | null;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
  /** Load the current page again now. */
  reload: () => void;
  /** Load again after the spec's 1 to 2 second wait (after adding or deleting). */
  reloadSoon: () => void;
  /** Drop a deleted part (or all) from the shown page until the reload brings the server's view. */
  removeShown: (id: number | 'all') => void;
}

/** The company's parts as GET /api/inventory pages them, with search, page and remembered page size. */
export function useInventoryList(): InventoryList {
  const pageSize = useInventoryPreferences((preferences) => preferences.pageSize);
  const storePageSize = useInventoryPreferences((preferences) => preferences.setPageSize);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [loadCount, setLoadCount] = useState(0);
  const [loaded, setLoaded] = useState<LoadedList | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reloadTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  useEffect(() => {
    let active = true;
    setLoading(true);
    void getInventory({ search, page, pageSize }).then((body) => {
      if (!active) return;
      setLoading(false);
      if (isSuccess(body) && body.payload) {
        setLoaded({ items: body.payload.results, numResults: body.payload.numResults });
        setLoadError(null);
      } else setLoadError(body.msg ?? 'Your inventory could not be loaded.');
    });
    return () => {
      active = false;
    };
  }, [search, page, pageSize, loadCount]);

  // Deleting the last parts of the last page leaves it empty: show the page before it instead.
  const lastPage = loaded ? pageCountOf(loaded.numResults, pageSize) : 1;
  useEffect(() => {
    if (loaded && !loading && page > lastPage) setPage(lastPage);
  }, [loaded, loading, page, lastPage]);

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const reload = useCallback(() => {
    window.clearTimeout(reloadTimer.current);
    setLoadCount((count) => count + 1);
  }, []);

  const reloadSoon = useCallback(() => {
    window.clearTimeout(reloadTimer.current);
    reloadTimer.current = window.setTimeout(
      () => setLoadCount((count) => count + 1),
      INVENTORY_RELOAD_DELAY_MS,
    );
  }, []);

  const removeShown = useCallback((id: number | 'all') => {
    setLoaded((current) => {
      if (id === 'all') return { items: [], numResults: 0 };
      if (!current?.items.some((item) => item.id === id)) return current;
      return { items: current.items.filter((item) => item.id !== id), numResults: current.numResults - 1 };
    });
  }, []);

  return {
    searchText,
    search,
    page,
    pageSize,
    loaded,
    loading,
    loadError,
    setSearchText,
    setPage,
    setPageSize: (next) => {
      storePageSize(next);
      setPage(1);
    },
    reload,
    reloadSoon,
    removeShown,
  };
}
