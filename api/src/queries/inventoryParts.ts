import type { EntityManager } from '@mikro-orm/postgresql';
import { normalisePartNumber, type PartCondition, type StockLine } from '@tbs/rules';

/**
 * The inventory editor's reads of inventory_part and inventory_hit, always scoped to one company (the
 * writes are commands/inventoryParts.ts).
 */

/** One stock line as the editor shows it. */
export interface InventoryPartRecord extends StockLine {
  id: number;
  updatedAt: Date;
}
export interface InventoryListProps {
  companyId: number;
  /** Matches the normalised part number, the manufacturer or the description, anywhere, any case. */
  search?: string;
  page: number;
  pageSize: number;
}

/** A search of another member that found one of the company's parts. */
export interface InventoryHitRecord {
  searchTerms: string;
  partNumber: string;
  /** The searcher's company; null when it has been deleted since. */
  searcherCompanyId: number | null;
  searcherCompanyName: string | null;
  createdAt: Date;
}

/** A row as SQL returns it (bigint and numeric as text), or as json_agg does (as numbers). */
export interface PartRow {
  id: string | number;
  part_number: string;
  manufacturer: string;
  description: string;
  quantity: number;
  condition: PartCondition;
  price: string | number;
  updated_at: string | Date;
}

export const PART_COLUMNS =
  'id, part_number, manufacturer, description, quantity, condition, price, updated_at';

/** A stock line of a row. */
export function recordOfRow(row: PartRow): InventoryPartRecord {
  return {
    id: Number(row.id),
    partNumber: row.part_number,
    manufacturer: row.manufacturer,
    description: row.description,
    quantity: row.quantity,
    condition: row.condition,
    price: Number(row.price),
    updatedAt: new Date(row.updated_at),
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** The filter of a search: the normalised part number, the manufacturer or the description contains it. */
function searchFilter(search: string): { where: string; params: unknown[] } {
  const pattern = `%${escapeLike(search)}%`;
  const norm = normalisePartNumber(search);
  return norm
    ? {
        where: '(part_number_norm like ? or manufacturer ilike ? or description ilike ?)',
        params: [`%${norm}%`, pattern, pattern],
      }
    : { where: '(manufacturer ilike ? or description ilike ?)', params: [pattern, pattern] };
}

/**
 * A page of a company's parts, newest change first, with the exact number of matches. Unfiltered, the page
 * is read backwards from (company_id, updated_at, id) and the count is index-only. A search has no index
 * (infix, three columns), so the company's parts are filtered in one pass that yields page and count
 * together: walking the index and filtering would visit the whole heap in random order for a rare term.
 */
export async function listInventoryParts(
  em: EntityManager,
  { companyId, search, page, pageSize }: InventoryListProps,
): Promise<{ parts: InventoryPartRecord[]; total: number }> {
  const offset = (page - 1) * pageSize;
  if (!search) {
    const [rows, total] = await Promise.all([
      em.execute<PartRow[]>(
        `select ${PART_COLUMNS} from inventory_part where company_id = ?
          order by updated_at desc, id desc limit ? offset ?`,
        [companyId, pageSize, offset],
      ),
      countInventoryParts(em, companyId),
    ]);
    return { parts: rows.map(recordOfRow), total };
  }
  const { where, params } = searchFilter(search);
  const [row] = await em.execute<{ total: number; parts: PartRow[] }[]>(
    `with matches as materialized (
       select ${PART_COLUMNS} from inventory_part where company_id = ? and ${where})
     select (select count(*)::int from matches) as total,
            coalesce((select json_agg(p order by p.updated_at desc, p.id desc)
                        from (select * from matches order by updated_at desc, id desc limit ? offset ?) p),
                     '[]') as parts`,
    [companyId, ...params, pageSize, offset],
  );
  return { parts: row!.parts.map(recordOfRow), total: row!.total };
}

/** The number of parts a company has. */
export async function countInventoryParts(em: EntityManager, companyId: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    'select count(*)::int as n from inventory_part where company_id = ?',
    [companyId],
  );
  return row?.n ?? 0;
}

/** A page of the searches that found the company's parts, newest first, with the exact total. */
export async function listInventoryHits(
  em: EntityManager,
  { companyId, page, pageSize }: { companyId: number; page: number; pageSize: number },
): Promise<{ hits: InventoryHitRecord[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    em.execute<
      {
        search_terms: string;
        part_number: string;
        searcher_company_id: number | null;
        searcher_company_name: string | null;
        created_at: string | Date;
      }[]
    >(
      `select h.search_terms, h.part_number, h.searcher_company_id, c.name as searcher_company_name, h.created_at
         from inventory_hit h left join company c on c.id = h.searcher_company_id
        where h.company_id = ?
        order by h.created_at desc, h.id desc limit ? offset ?`,
      [companyId, pageSize, (page - 1) * pageSize],
    ),
    em.execute<{ n: number }[]>('select count(*)::int as n from inventory_hit where company_id = ?', [
      companyId,
    ]),
  ]);
  return {
    hits: rows.map((row) => ({
      searchTerms: row.search_terms,
      partNumber: row.part_number,
      searcherCompanyId: row.searcher_company_id,
      searcherCompanyName: row.searcher_company_name,
      createdAt: new Date(row.created_at),
    })),
    total: count?.n ?? 0,
  };
}
