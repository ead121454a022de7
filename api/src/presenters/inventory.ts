import { z } from 'zod';
import { PART_CONDITIONS } from '@tbs/rules';
import type { InventoryHitRecord, InventoryPartRecord } from '../queries/inventoryParts.ts';
import { dateTime } from './viewFields.ts';

/** An inventory item of the My Inventory table and editor (docs/api.md `InventoryItem`). */
export const InventoryItemSchema = z
  .strictObject({
    id: z.number().int(),
    manufacturer: z.string(),
    description: z.string(),
    partNumber: z.string(),
    quantity: z.number().int(),
    partCondition: z.enum(PART_CONDITIONS),
    price: z.number().describe('EUR; 0 means CALL'),
    updatedAt: dateTime().describe('The last change'),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItemView = z.infer<typeof InventoryItemSchema>;

/** A row of /inventory-hits (docs/api.md `InventoryHit`): who searched, for what, when. */
export const InventoryHitSchema = z
  .strictObject({
    searchterms: z.string(),
    partnumber: z.string().describe("The part number of the company's part that was found"),
    companyid: z.number().int().nullable().describe("The searcher's company (null once it is deleted)"),
    name: z.string().nullable(),
    date: dateTime(),
  })
  .meta({ id: 'InventoryHit' });
export type InventoryHitView = z.infer<typeof InventoryHitSchema>;

/** Presents one of the signed-in company's own parts. */
export function presentInventoryItem(part: InventoryPartRecord): InventoryItemView {
  return {
    id: part.id,
    manufacturer: part.manufacturer,
    description: part.description,
    partNumber: part.partNumber,
    quantity: part.quantity,
    partCondition: part.condition,
    price: part.price,
    updatedAt: part.updatedAt.toISOString(),
  };
}

/** Presents an inventory hit with the searcher's company id and name. */
export function presentInventoryHit(hit: InventoryHitRecord): InventoryHitView {
  return {
    searchterms: hit.searchTerms,
    partnumber: hit.partNumber,
    companyid: hit.searcherCompanyId,
    name: hit.searcherCompanyName,
    date: hit.createdAt.toISOString(),
  };
}
