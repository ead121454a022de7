import { z } from 'zod';
import { importInventory, InventoryImportError } from '../../inventoryImport/index.ts';
import type { Services } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { requireUser } from '../../middlewares/authenticate.ts';
import { requireInventoryManager } from '../../policies/inventory.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

/** Largest upload (docs/api.md). */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

export const InventoryImportQuery = z.object({
  mode: z.enum(['replace', 'merge']).default('merge'),
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});
export type InventoryImportReq = z.infer<typeof InventoryImportQuery>;

const ImportReportSchema = z.object({
  mode: z.enum(['replace', 'merge']),
  dryRun: z.boolean(),
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  kept: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ line: z.number().int(), column: z.string(), reason: z.string() })),
  rejectionsTruncated: z.boolean(),
  seconds: z.number(),
});
const ImportAnswerSchema = z.object({
  status: z.literal(200),
  payload: z.object({ report: ImportReportSchema }),
});

const FileTooLargeError = () =>
  new ApiError('file_too_large', 413, `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);

/** POST /api/inventory/import: the CSV body streamed into the import service, never held in memory. */
export function inventoryImportRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'post',
    path: '/api/inventory/import',
    tags: ['inventory'],
    summary: "Imports a CSV file into the signed-in company's inventory (replace or merge)",
    description:
      'The body is the CSV file as is (`text/csv` or `application/octet-stream`, at most 200 MB): comma, semicolon or tab separated, UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252, a header row naming the columns (part number, manufacturer, description, condition; quantity and price optional). `replace` makes the file the whole inventory, `merge` adds and updates. 400 with `msg` and `payload.report` when no row could be imported (nothing changed).',
    schemas: { query: InventoryImportQuery },
    response: ImportAnswerSchema,
    use: [requireUser, requireInventoryManager],
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
            databaseUrl: services.orm.config.get('clientUrl')!,
            companyId: ctx.state.auth!.company.id,
            mode,
            dryRun,
            maxBytes: MAX_IMPORT_BYTES,
          },
        );
        okPayload(ctx, { report });
      } catch (error) {
        // The client went away mid-upload: the import rolled back; nobody is left to answer.
        if (ctx.req.destroyed && !(error instanceof InventoryImportError)) {
          throw new ApiError('upload_interrupted', 400, 'The upload was interrupted.');
        }
        if (!(error instanceof InventoryImportError)) throw error;
        if (error.tooLarge) throw FileTooLargeError();
        ctx.status = 400;
        ctx.body = { status: 400, msg: error.message, payload: { report: error.report } };
      }
    },
  });
}
