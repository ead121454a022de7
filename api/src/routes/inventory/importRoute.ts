import { z } from 'zod';
import {
  IMPORT_MODES,
  importInventory,
  ImportReportSchema,
  InventoryImportError,
} from '../../commands/inventoryImport/index.ts';
import { ApiError } from '../../errors.ts';
import { requireInventoryManager } from '../../policies/inventory.ts';
import { okPayload, payloadAnswer } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

/** Largest upload (docs/api.md). */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

export const InventoryImportQuery = z.object({
  mode: z.enum(IMPORT_MODES).default('merge'),
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});
export type InventoryImportReq = z.infer<typeof InventoryImportQuery>;

const ImportAnswer = payloadAnswer(z.strictObject({ report: ImportReportSchema }));

const FileTooLargeError = () =>
  new ApiError('file_too_large', 413, `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);

/** POST /api/inventory/import: the CSV body streamed into the import command, never held in memory. */
export function inventoryImportRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/inventory/import',
    tags: ['inventory'],
    summary: "Imports a CSV file into the signed-in company's inventory (replace or merge)",
    description:
      'The body is the CSV file as is (`text/csv` or `application/octet-stream`, at most 200 MB): comma, semicolon or tab separated, UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252, a header row naming the columns (part number, manufacturer, description, condition; quantity and price optional). `replace` makes the file the whole inventory, `merge` adds and updates. 400 with `msg` and `payload.report` when no row could be imported (nothing changed).',
    access: 'member',
    use: [requireInventoryManager],
    schemas: { query: InventoryImportQuery },
    response: ImportAnswer,
    handler: async (ctx) => {
      const { mode, dryRun } = ctx.input.query;
      if (ctx.request.is('json')) {
        throw new ApiError('unsupported_media_type', 415, 'Send the CSV file itself as the body (text/csv).');
      }
      if (Number(ctx.get('Content-Length') || 0) > MAX_IMPORT_BYTES) throw FileTooLargeError();
      try {
        const report = await importInventory(
          // Not destroyed on an early stop, so the answer still reaches the client (the rest is discarded).
          ctx.req.iterator({ destroyOnReturn: false }),
          {
            databaseUrl: ctx.services.orm.config.get('clientUrl')!,
            companyId: ctx.auth.company.id,
            mode,
            dryRun,
            maxBytes: MAX_IMPORT_BYTES,
          },
        );
        return okPayload({ report });
      } catch (error) {
        // The client went away mid-upload: the import rolled back; nobody is left to answer.
        if (ctx.req.destroyed && !(error instanceof InventoryImportError)) {
          throw new ApiError('upload_interrupted', 400, 'The upload was interrupted.');
        }
        if (!(error instanceof InventoryImportError)) throw error;
        if (error.tooLarge) throw FileTooLargeError();
        throw new ApiError('import_failed', 400, error.message, { payload: { report: error.report } });
      }
    },
  });
}
