import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError } from '../errors.ts';
import {
  PART_COLUMNS,
  recordOfRow,
  type InventoryPartRecord,
  type PartRow,
} from '../queries/inventoryParts.ts';
import { INVENTORY_MESSAGES } from '../validation/messages.ts';

/**
 * The inventory editor's writes on inventory_part, always scoped to one company. Each write is one
 * statement; the statement-level outbox triggers on inventory_part carry it to the search index, so nothing
 * here talks to the index.
 */

/** The fields a member edits. */
export type InventoryPartFields = Omit<InventoryPartRecord, 'id' | 'updatedAt'>;

/** The editable columns, by field (a fixed list: nothing else ever reaches a SET clause). */
const COLUMN_OF_FIELD: Record<keyof InventoryPartFields, string> = {
  partNumber: 'part_number',
  manufacturer: 'manufacturer',
  description: 'description',
  quantity: 'quantity',
  condition: 'condition',
  price: 'price',
};

/**
 * Adds a part, or updates the company's part with the same normalised part number and condition, in one
 * atomic statement (the unique constraint decides, so two simultaneous adds cannot both insert).
 */
export async function addOrUpdateInventoryPart(
  em: EntityManager,
  companyId: number,
  fields: InventoryPartFields,
): Promise<{ part: InventoryPartRecord; inserted: boolean }> {
  const [row] = await em.execute<(PartRow & { inserted: boolean })[]>(
    `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
     values (?, ?, ?, ?, ?, ?, ?)
     on conflict on constraint inventory_part_company_pn_cond_unique do update
        set part_number = excluded.part_number, manufacturer = excluded.manufacturer,
            description = excluded.description, quantity = excluded.quantity, price = excluded.price,
            updated_at = now()
     returning ${PART_COLUMNS}, (xmax = 0) as inserted`,
    [
      companyId,
      fields.partNumber,
      fields.manufacturer,
      fields.description,
      fields.quantity,
      fields.condition,
      fields.price,
    ],
  );
  return { part: recordOfRow(row!), inserted: row!.inserted };
}

/**
 * Changes the given fields of one of the company's parts; null when the company has no part with this id.
 * Moving it onto the part number and condition of another of its parts is a 409, not a silent merge.
 */
export async function updateInventoryPart(
  em: EntityManager,
  companyId: number,
  id: number,
  fields: Partial<InventoryPartFields>,
): Promise<InventoryPartRecord | null> {
  const changed = (Object.keys(COLUMN_OF_FIELD) as (keyof InventoryPartFields)[]).filter(
    (field) => fields[field] !== undefined,
  );
  const sets = [...changed.map((field) => `${COLUMN_OF_FIELD[field]} = ?`), 'updated_at = now()'];
  try {
    const [row] = await em.execute<PartRow[]>(
      `update inventory_part set ${sets.join(', ')} where id = ? and company_id = ? returning ${PART_COLUMNS}`,
      [...changed.map((field) => fields[field]), id, companyId],
    );
    return row ? recordOfRow(row) : null;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw ConflictError(INVENTORY_MESSAGES.duplicatePart);
    }
    throw error;
  }
}

/** Deletes one of the company's parts; false when it has none with this id. */
export async function deleteInventoryPart(
  em: EntityManager,
  companyId: number,
  id: number,
): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    'delete from inventory_part where id = ? and company_id = ? returning id',
    [id, companyId],
  );
  return rows.length > 0;
}

/** Deletes all parts of the company in one set-based statement; answers how many there were. */
export async function deleteAllInventoryParts(em: EntityManager, companyId: number): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    'delete from inventory_part where company_id = ?',
    [companyId],
    'run',
  );
  return result.affectedRows;
}
