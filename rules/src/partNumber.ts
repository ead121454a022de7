/**
 * A part number as the index, the statistics page and searches compare it: letters and digits only, upper
 * case ("875490-b21" → "875490B21"). inventory_part.part_number_norm is the same rule as a generated column.
 */
export function normalisePartNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}
