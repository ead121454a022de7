// multer itself, not @koa/multer: the latter's types add `file`/`files` to every Koa context of the app.
import multer from 'multer';
import type { Middleware } from 'koa';
import type { AppContextExtras, AppState, RouteContext } from '../context.ts';
import { ApiError, ValidationError } from '../errors.ts';

/** A file of a multipart request, held in memory (never written to disk or under the web root). */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The name the client gave it (untrusted: shown to staff, never used as a path). */
  originalName: string;
  buffer: Buffer;
  size: number;
}

/** What a multipart route accepts: its file fields (one file each) and its text fields. */
export interface MultipartSpec {
  /** File fields, one file each; any other file field is refused. */
  files: readonly string[];
  /** Text fields; their values are checked by the route's body schema, which refuses unknown ones. */
  fields: readonly string[];
  /** Largest file in bytes. */
  maxFileBytes: number;
  /** Largest text field value in bytes. */
  maxFieldBytes: number;
}

const MB = 1024 * 1024;

/** `10 MB` for a byte count of whole megabytes, else kilobytes. */
export const sizeLabel = (bytes: number): string =>
  bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.round(bytes / 1024)} KB`;

/** The files a multipart middleware received, by field (see multipartFiles). */
export function receivedFiles(ctx: RouteContext): Map<string, UploadedFile> {
  return (ctx.state as AppState & { uploads?: Map<string, UploadedFile> }).uploads ?? new Map();
}

/** Multer's refusals as the spec's 400/413 answers naming the field. */
function multerRefusal(error: { code?: string; field?: string }, spec: MultipartSpec): ApiError {
  const field = error.field ?? 'body';
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      // Answered before the rest of the body is read: the connection is closed rather than drained.
      return new ApiError('file_too_large', 413, `The file is larger than ${sizeLabel(spec.maxFileBytes)}.`, {
        errors: [{ param: field, msg: `The file is larger than ${sizeLabel(spec.maxFileBytes)}.` }],
        headers: { Connection: 'close' },
      });
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return ValidationError([{ param: field, msg: 'This file is not expected here' }]);
    case 'LIMIT_FIELD_VALUE':
      return ValidationError([{ param: field, msg: 'This field is too long' }]);
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_NESTING':
      return ValidationError([{ param: 'body', msg: 'The form has too many or unknown fields' }]);
    default:
      // Broken multipart (a truncated body, a bad boundary): the client's fault, said plainly.
      return ValidationError([{ param: 'body', msg: 'The form could not be read. Please try again.' }]);
  }
}

/**
 * Receives a multipart/form-data request into memory under strict limits (one file per named file field,
 * `maxFileBytes` per file, a fixed number of text fields of `maxFieldBytes`, no nested names), puts the text
 * fields on ctx.request.body for the route's schema and the files on ctx.state.uploads (receivedFiles()).
 * A request that is not multipart gets no files (the handler then names the missing ones).
 */
export function multipartFiles(spec: MultipartSpec): Middleware<AppState, AppContextExtras> {
  const upload = multer({
    storage: multer.memoryStorage(),
    // Browsers send file names in UTF-8 without saying so.
    defParamCharset: 'utf8',
    limits: {
      fileSize: spec.maxFileBytes,
      // One more file and part than allowed, so that an unexpected file is refused by its name (multer checks
      // the field before reading a byte of it) rather than by a count.
      files: spec.files.length + 1,
      fields: spec.fields.length,
      parts: spec.files.length + spec.fields.length + 1,
      fieldSize: spec.maxFieldBytes,
      fieldNameSize: 100,
      headerPairs: 20,
      fieldNestingDepth: 0,
    },
  } as multer.Options).fields(spec.files.map((name) => ({ name, maxCount: 1 })));
  return async (ctx, next) => {
    const req = ctx.req as typeof ctx.req & { body?: unknown; files?: Record<string, Express.Multer.File[]> };
    try {
      await new Promise<void>((resolve, reject) =>
        upload(req as never, ctx.res as never, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      throw multerRefusal(error as { code?: string; field?: string }, spec);
    }
    const files = req.files ?? {};
    if (req.body !== undefined) ctx.request.body = req.body;
    delete req.body;
    delete req.files;
    const uploads = new Map<string, UploadedFile>();
    for (const [field, list] of Object.entries(files)) {
      const file = list[0];
      if (!file) continue;
      uploads.set(field, {
        field,
        originalName: file.originalname,
        buffer: file.buffer,
        size: file.size,
      });
    }
    (ctx.state as AppState & { uploads?: Map<string, UploadedFile> }).uploads = uploads;
    // multer's body has a null prototype: a plain object for the schema.
    if (ctx.request.body && typeof ctx.request.body === 'object')
      ctx.request.body = { ...(ctx.request.body as object) };
    await next();
  };
}
