import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Currency } from '@tbs/rules';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@tbs/rules';

interface PartsPreferencesState {
  currency: Currency;
  /** Page size used when a /parts URL does not name one. */
  pageSize: PageSize;
  setCurrency: (currency: Currency) => void;
  setPageSize: (pageSize: PageSize) => void;
}

/** The parts search preferences remembered in localStorage: display currency and page size. */
export const usePartsPreferences = create<PartsPreferencesState>()(
  persist(
    (set) => ({
      currency: 'EUR',
      pageSize: DEFAULT_PAGE_SIZE,
      setCurrency: (currency) => set({ currency }),
      setPageSize: (pageSize) => set({ pageSize }),
    }),
    { name: 'tbs.parts.preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
