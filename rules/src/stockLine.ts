import type { PartCondition } from './partConditions.ts';

/**
 * A stock line as a member describes it: what the inventory editor edits, the import reads from a file and
 * the search index shows.
 */
export interface StockLine {
  partNumber: string;
  manufacturer: string;
  description: string;
  quantity: number;
  condition: PartCondition;
  /** EUR; 0 means CALL. */
  price: number;
}
