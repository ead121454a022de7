/** A part number as the statistics route and API match it: letters and digits only, upper case. */
export function normalisePartNumber(partNumber: string): string {
  return partNumber.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

/** Link to the statistics page of a part number. */
export function partStatsPath(partNumber: string): string {
  return `/parts/stats/${normalisePartNumber(partNumber)}`;
}
