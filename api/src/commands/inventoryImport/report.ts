import { z } from 'zod';

export const IMPORT_MODES = ['replace', 'merge'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** A row that was not imported: its physical line (header = 1), the column as the file names it, why. */
export const ImportRejectionSchema = z
  .strictObject({
    line: z.number().int(),
    column: z.string().describe("The column as the file names it; '' when the whole line is meant"),
    reason: z.string(),
  })
  .meta({ id: 'ImportRejection' });
export type ImportRejection = z.infer<typeof ImportRejectionSchema>;

/** What an import did (docs/api.md, ImportReport); rows = inserted + updated + unchanged + rejected. */
export const ImportReportSchema = z
  .strictObject({
    mode: z.enum(IMPORT_MODES),
    dryRun: z.boolean(),
    rows: z.number().int().describe('Data rows read (empty lines not counted)'),
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    deleted: z.number().int().describe('Parts of the company not in the file (replace mode)'),
    kept: z
      .number()
      .int()
      .describe(
        'Parts of the company named only by rejected rows, kept as they were (replace mode): a bad price must not delete the part it was meant to update',
      ),
    rejected: z
      .number()
      .int()
      .describe('Invalid rows plus rows superseded by a later line with the same part number and condition'),
    rejections: z.array(ImportRejectionSchema).describe('The first 1,000, by line'),
    rejectionsTruncated: z.boolean(),
    seconds: z.number(),
  })
  .meta({ id: 'ImportReport' });
export type InventoryImportReport = z.infer<typeof ImportReportSchema>;

/** Rejections kept in a report; the counts stay exact beyond. */
export const MAX_REJECTIONS = 1_000;

/** Nothing was imported (no rows, only bad rows, an unreadable file): nothing changed. */
export class InventoryImportError extends Error {
  readonly report: InventoryImportReport;
  /** The file exceeded the size limit. */
  readonly tooLarge: boolean;

  constructor(message: string, report: InventoryImportReport, tooLarge = false) {
    super(message);
    this.report = report;
    this.tooLarge = tooLarge;
    this.name = 'InventoryImportError';
  }
}

/** Keeps the first MAX_REJECTIONS rejections by line and counts all of them. */
export class RejectionList {
  readonly kept: ImportRejection[] = [];
  count = 0;

  add(rejection: ImportRejection): void {
    this.count++;
    if (this.kept.length < MAX_REJECTIONS) this.kept.push(rejection);
  }

  /** Adds rejections found later (duplicates) that may come before kept ones, then keeps the first lines. */
  merge(rejections: ImportRejection[], count: number): void {
    this.count += count;
    this.kept.push(...rejections);
    this.kept.sort((a, b) => a.line - b.line);
    this.kept.length = Math.min(this.kept.length, MAX_REJECTIONS);
  }

  get truncated(): boolean {
    return this.count > this.kept.length;
  }
}
