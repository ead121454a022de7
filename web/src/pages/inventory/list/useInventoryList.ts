import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { payloadOf } from '../../../api/apiError.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { InventoryListPayload } from '../../../api/types.ts';
import { pageCountOf } from '../../../components/pagination/paginationWindow.ts';
import type { PageSize } from '@tbs/rules';
import { getInventory } from '../inventoryApi.ts';
import { INVENTORY_RELOAD_DELAY_MS } from '../inventoryMessages.ts';
import { useInventoryPreferences } from './inventoryPreferences.ts';

/** Typing pauses this long before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

export interface InventoryList {
  /** The search box text as typed. */
  searchText: string;
  /** The search the shown list answers (searchText after the pause). */
  search: string;
  page: number;
  pageSize: PageSize;
  /** Null until the first answer; the previous page while the next one loads. */
  loaded: InventoryListPayload | null;
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
  const queryClient = useQueryClient();
  const pageSize = useInventoryPreferences((preferences) => preferences.pageSize);
  const storePageSize = useInventoryPreferences((preferences) => preferences.setPageSize);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const reloadTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const listQuery = { search, page, pageSize };
  const listKey = queryKeys.member.inventoryList(listQuery);
  const { data, isFetching, error } = useQuery({
    queryKey: listKey,
    queryFn: () => payloadOf(getInventory(listQuery), 'Your inventory could not be loaded.'),
    placeholderData: keepPreviousData,
  });

  // Deleting the last parts of the last page leaves it empty: show the page before it instead.
  const lastPage = data ? pageCountOf(data.numResults, pageSize) : 1;
  useEffect(() => {
    if (data && !isFetching && page > lastPage) setPage(lastPage);
  }, [data, isFetching, page, lastPage]);

  // Every cached page and the count are outdated after a write; the page on screen loads again.
  const invalidateInventory = () => queryClient.invalidateQueries({ queryKey: queryKeys.member.inventory });

  const reload = () => {
    window.clearTimeout(reloadTimer.current);
    void invalidateInventory();
  };

  // Not cleared on unmount: a member who leaves within the wait must still find the cache outdated.
  const reloadSoon = () => {
    window.clearTimeout(reloadTimer.current);
    reloadTimer.current = window.setTimeout(() => void invalidateInventory(), INVENTORY_RELOAD_DELAY_MS);
  };

  const removeShown = (id: number | 'all') => {
    queryClient.setQueryData<InventoryListPayload>(listKey, (current) => {
      if (!current) return current;
      if (id === 'all') return { results: [], numResults: 0 };
      if (!current.results.some((item) => item.id === id)) return current;
      return {
        results: current.results.filter((item) => item.id !== id),
        numResults: current.numResults - 1,
      };
    });
  };

  return {
    searchText,
    search,
    page,
    pageSize,
    loaded: data ?? null,
    loading: isFetching,
    loadError: error?.message ?? null,
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
