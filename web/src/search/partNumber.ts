import { normalisePartNumber } from '@tbs/rules';

/** Link to the statistics page of a part number (normalised, as the route and the API match it). */
export function partStatsPath(partNumber: string): string {
  return `/parts/stats/${normalisePartNumber(partNumber)}`;
}
