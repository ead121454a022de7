import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getRandomBanners } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { Banner } from '../api/types.ts';

/** The strip never shows more than four banners (media kit: 4 per view). */
const MAX_BANNERS = 4;

const firstBanners = (banners: Banner[]) => banners.slice(0, MAX_BANNERS);

/**
 * Random banners for the strip, undefined until the first answer; the shell asks for fresh ones on every
 * navigation (useNavigationEffects).
 */
export function useRandomBanners(): Banner[] | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.banners,
    queryFn: () => payloadOf(getRandomBanners()),
    select: firstBanners,
  });
  return data;
}
