import { create } from 'zustand';
import { getSettings, isSuccess } from '../api/client.ts';
import type { Settings } from '../api/types.ts';

interface SettingsState {
  /** Site settings from GET /api/misc/settings; null until loaded. */
  settings: Settings | null;
  load: () => Promise<void>;
}

/** Site-wide switches such as force2fa and the share-button flags. */
export const useSettings = create<SettingsState>()((set) => ({
  settings: null,
  load: async () => {
    const body = await getSettings();
    if (isSuccess(body) && body.payload) set({ settings: body.payload });
  },
}));
