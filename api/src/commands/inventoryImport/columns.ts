/** The fields an import row carries. */
export type ImportField = 'partNumber' | 'manufacturer' | 'description' | 'quantity' | 'condition' | 'price';

/** Where each field is in a row (index) and how the file names it; quantity and price may be absent. */
export type ColumnMap = Record<ImportField, { index: number; name: string } | undefined>;

/** Fields a file must have a column for. */
const REQUIRED: readonly ImportField[] = ['partNumber', 'manufacturer', 'description', 'condition'];

/** Header names by field, compared as headerKey() makes them (lower case, letters and digits only). */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  partNumber: [
    'partnumber',
    'pn',
    'partno',
    'partnr',
    'partnum',
    'part',
    'mpn',
    'mfrpartnumber',
    'mfgpartnumber',
    'manufacturerpartnumber',
    'productnumber',
    'productno',
    'pno',
  ],
  manufacturer: ['manufacturer', 'mfr', 'mfg', 'manuf', 'manufacturername', 'brand', 'make', 'maker'],
  description: ['description', 'desc', 'descr', 'productdescription', 'itemdescription', 'title'],
  quantity: ['qty', 'quantity', 'stock', 'qtyavailable', 'available', 'onhand', 'qtyonhand', 'units'],
  condition: ['condition', 'cond', 'conditioncode'],
  price: [
    'price',
    'unitprice',
    'priceeur',
    'priceeuro',
    'unitpriceeur',
    'priceperunit',
    'sellprice',
    'saleprice',
  ],
};

/** How the messages name a field. */
export const FIELD_LABELS: Record<ImportField, string> = {
  partNumber: 'part number',
  manufacturer: 'manufacturer',
  description: 'description',
  quantity: 'quantity',
  condition: 'condition',
  price: 'price',
};

const EXAMPLES: Record<ImportField, string> = {
  partNumber: '"Part Number", "PN", "MPN"',
  manufacturer: '"Manufacturer", "Mfr", "Brand"',
  description: '"Description", "Desc"',
  quantity: '"Qty", "Quantity"',
  condition: '"Condition", "Cond"',
  price: '"Price", "Unit Price"',
};

/** Characters of a trader's cell a message quotes; a header of 0.9 MB must not make an error of megabytes. */
const QUOTE_CHARS = 50;
/** Columns a missing-column message lists. */
const LISTED_COLUMNS = 20;

/** A cell's text cut to QUOTE_CHARS characters, with an ellipsis when cut. */
export function shortCell(value: string): string {
  if (value.length <= QUOTE_CHARS) return value;
  // Whole characters (an emoji is two UTF-16 units); one unit more tells whether any is left.
  const chars = [...value.slice(0, QUOTE_CHARS * 2 + 1)];
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('')}…` : value;
}

/** A cell quoted in a message: `"text"`, cut short when long. */
export const quoteCell = (value: string) => `"${shortCell(value)}"`;

/** "a", "a or b", "a, b or c". */
const orList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');

/** A header as compared: case, spaces and punctuation ignored ("P/N" → "pn", "Price (€)" → "price"). */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Maps a header row to the import fields by their common names; the first matching column wins, exact
 * names before names that merely start with the field's own name ("Quantity available").
 */
export function mapColumns(header: readonly string[]): { columns: ColumnMap } | { error: string } {
  const keys = header.map(headerKey);
  const columns = {} as ColumnMap;
  for (const field of Object.keys(SYNONYMS) as ImportField[]) {
    let index = keys.findIndex((key) => SYNONYMS[field].includes(key));
    if (index < 0) index = keys.findIndex((key) => key.startsWith(headerKey(FIELD_LABELS[field])));
    const taken = Object.values(columns).some((column) => column?.index === index);
    // The name goes into every rejection of the column: cut short like a quoted cell.
    columns[field] = index >= 0 && !taken ? { index, name: shortCell(header[index]!.trim()) } : undefined;
  }
  const missing = REQUIRED.filter((field) => !columns[field]);
  if (!missing.length) return { columns };
  const named = header.map((name) => name.trim()).filter(Boolean);
  const found = named.slice(0, LISTED_COLUMNS).map(quoteCell);
  if (named.length > LISTED_COLUMNS) found.push(`and ${named.length - LISTED_COLUMNS} more`);
  const expected = missing.map((field) => `${FIELD_LABELS[field]} (${EXAMPLES[field]})`).join('; ');
  return {
    error: `No ${orList(missing.map((field) => FIELD_LABELS[field]))} column found: expected headers like ${expected}. Columns found: ${found.join(', ') || 'none'}.`,
  };
}
