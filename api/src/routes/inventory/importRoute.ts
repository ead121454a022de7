import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { config } from '@tbs/config';
import {
  acquireImportSlot,
  IMPORT_MODES,
  importInventory,
  ImportReportSchema,
  InventoryImportError,
  receiveUpload,
  UploadError,
  type ReceivedUpload,
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

/** The limits of the route: the configuration's, read once; tests lower them. */
export const importRouteLimits = {
  /** Imports at once across the api processes (uploads included); one per company besides. */
  maxConcurrent: config().IMPORT_MAX_CONCURRENT,
  /** Seconds an upload may send nothing. */
  stallSeconds: config().IMPORT_STALL_TIMEOUT_S,
};

// An answer given before the body is read whole closes the connection: the rest is not waited for.
const closing = { headers: { Connection: 'close' } };

const FileTooLargeError = (options = {}) =>
  new ApiError(
    'file_too_large',
    413,
    `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
    options,
  );

const ImportRunningError = () =>
  new ApiError(
    'import_running',
    409,
    "An import of your company's inventory is already running. Please wait until it has finished, then try again.",
  );

const ImportsBusyError = () =>
  new ApiError(
    'imports_busy',
    503,
    'Too many inventory imports are running right now. Please try again in a minute.',
    { headers: { 'Retry-After': '60' } },
  );

/** The answer to an upload that did not arrive whole. */
function uploadFailed(error: UploadError): ApiError {
  if (error.failure === 'tooLarge') return FileTooLargeError(closing);
  if (error.failure === 'stalled') {
    return new ApiError('upload_stalled', 408, `${error.message} Please upload the file again.`, closing);
  }
  // The client went away: nobody is left to hear this.
  return new ApiError('upload_interrupted', 400, error.message, closing);
}

/**
 * POST /api/inventory/import: the CSV body is streamed to a temp file, then into the import command; never
 * held in memory, and no database connection is taken while the upload is still coming.
 */
export function inventoryImportRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/inventory/import',
    tags: ['inventory'],
    summary: "Imports a CSV file into the signed-in company's inventory (replace or merge)",
    description:
      'The body is the CSV file as is (`text/csv` or `application/octet-stream`, uncompressed, at most 200 MB): comma, semicolon or tab separated, UTF-8, UTF-16 or UTF-32 (each with or without BOM) or Windows-1252, a header row naming the columns (part number, manufacturer, description, condition; quantity and price optional), lines of at most 1 MB. `replace` makes the file the whole inventory, `merge` adds and updates. 400 with `msg` and `payload.report` when no row could be imported (nothing changed). The file is received whole before the import starts: 409 while the company already imports, 503 (Retry-After) while the server runs as many imports as it allows, 408 when the upload sends nothing for IMPORT_STALL_TIMEOUT_S seconds, 413 past 200 MB.',
    access: 'member',
    use: [requireInventoryManager],
    schemas: { query: InventoryImportQuery },
    response: ImportAnswer,
    handler: async (ctx) => {
      const { mode, dryRun } = ctx.input.query;
      if (ctx.request.is('json')) {
        throw new ApiError('unsupported_media_type', 415, 'Send the CSV file itself as the body (text/csv).');
      }
      if ((ctx.get('Content-Encoding') || 'identity') !== 'identity') {
        throw new ApiError('unsupported_media_type', 415, 'Send the CSV file uncompressed.');
      }
      if (Number(ctx.get('Content-Length') || 0) > MAX_IMPORT_BYTES) throw FileTooLargeError();
      const companyId = ctx.auth.company.id;
      // Taken before the upload is read: a slow or stalled upload counts, but holds no database connection.
      const slot = await acquireImportSlot(ctx.services.redis, {
        prefix: ctx.services.settings.REDIS_PREFIX,
        companyId,
        maxConcurrent: importRouteLimits.maxConcurrent,
      });
      if (slot === 'company') throw ImportRunningError();
      if (slot === 'full') throw ImportsBusyError();
      let upload: ReceivedUpload | undefined;
      try {
        upload = await receiveUpload(ctx.req, {
          maxBytes: MAX_IMPORT_BYTES,
          stallMs: importRouteLimits.stallSeconds * 1000,
        }).catch((error: unknown) => {
          throw error instanceof UploadError ? uploadFailed(error) : error;
        });
        // The file is in: the import runs to its end (or changes nothing) even if the client leaves now.
        const report = await importInventory(createReadStream(upload.path), {
          databaseUrl: ctx.services.orm.config.get('clientUrl')!,
          companyId,
          mode,
          dryRun,
        });
        return okPayload({ report });
      } catch (error) {
        if (!(error instanceof InventoryImportError)) throw error;
        throw new ApiError('import_failed', 400, error.message, { payload: { report: error.report } });
      } finally {
        await upload?.remove();
        await slot.release();
      }
    },
  });
}
