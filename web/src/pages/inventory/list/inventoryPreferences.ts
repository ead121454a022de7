import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@tbs/rules';

interface InventoryPreferencesState {
  pageSize: PageSize;
  setPageSize: (pageSize: PageSize) => void;
}

/** The My Inventory page size, remembered in localStorage apart from the parts search's. */
export const useInventoryPreferences = create<InventoryPreferencesState>()(
  persist(
    (set) => ({
      pageSize: DEFAULT_PAGE_SIZE,
      setPageSize: (pageSize) => set({ pageSize }),
    }),
    { name: 'tbs.inventory.preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
