import { create } from 'zustand';
import { getRandomBanners, isSuccess } from '../api/client.ts';
import type { Banner } from '../api/types.ts';

/** The strip never shows more than four banners (media kit: 4 per view). */
export const MAX_BANNERS = 4;

interface BannersState {
  banners: Banner[];
  load: () => Promise<void>;
}

/** Random banners for the strip, refreshed on every navigation. */
export const useBanners = create<BannersState>()((set) => ({
  banners: [],
  load: async () => {
    const body = await getRandomBanners();
    if (isSuccess(body) && body.payload) set({ banners: body.payload.slice(0, MAX_BANNERS) });
  },
}));
