/** A part number as the index compares it: letters and digits only, upper case ("875490-b21" → "875490B21"). */
export function normalisePartNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}
