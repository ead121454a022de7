import type { InventoryHitRecord, InventoryPartRecord } from '../commands/inventoryParts.ts';

/** An inventory item of the My Inventory table and editor (docs/api.md `InventoryItem`). */
export interface InventoryItemView {
  id: number;
  manufacturer: string;
  description: string;
  partNumber: string;
  quantity: number;
  partCondition: string;
  /** EUR; 0 means CALL. */
  price: number;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

/** A row of /inventory-hits (docs/api.md `InventoryHit`): who searched, for what, when. */
export interface InventoryHitView {
  searchterms: string;
  /** The part number of the company's part that was found. */
  partnumber: string;
  /** The searcher's company (null once that company is deleted). */
  companyid: number | null;
  name: string | null;
  /** ISO date-time. */
  date: string;
}

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
