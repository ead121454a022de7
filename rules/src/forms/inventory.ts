/** The longest texts of an inventory part: the inventory table's columns (db/src/entities/inventory.ts). */
export const INVENTORY_LIMITS = { manufacturer: 80, description: 300, partNumber: 80 } as const;
