import type { PartDocument } from './types.ts';

/**
 * A part document as SQL returns it: inventory_part joined to company (with the tier rank), which is also the
 * column layout of the PostgreSQL engine's search_part table.
 */
export interface PartDocumentRow {
  id: string;
  company_id: number;
  part_number: string;
  part_number_norm: string;
  manufacturer: string;
  description: string;
  quantity: number;
  condition: string;
  price: string;
  is_rfq_disabled: boolean;
  company_name: string;
  country_code: string;
  tier_rank: number;
  updated_at: Date;
}

/** The document of one SQL row (bigint ids and numeric prices arrive as strings). */
export function partDocumentFromRow(row: PartDocumentRow): PartDocument {
  return {
    id: Number(row.id),
    companyId: row.company_id,
    partNumber: row.part_number,
    partNumberNorm: row.part_number_norm,
    manufacturer: row.manufacturer,
    description: row.description,
    quantity: row.quantity,
    condition: row.condition,
    price: Number(row.price),
    isRfqDisabled: row.is_rfq_disabled,
    companyName: row.company_name,
    countryCode: row.country_code,
    tierRank: row.tier_rank,
    updatedAt: row.updated_at,
  };
}
