import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@tbs/rules';

interface DirectoryPreferencesState {
  pageSize: PageSize;
  setPageSize: (pageSize: PageSize) => void;
}

/** The company directory's page size, remembered in localStorage apart from the other lists'. */
export const useDirectoryPreferences = create<DirectoryPreferencesState>()(
  persist(
    (set) => ({
      pageSize: DEFAULT_PAGE_SIZE,
      setPageSize: (pageSize) => set({ pageSize }),
    }),
    { name: 'tbs.companies.preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
