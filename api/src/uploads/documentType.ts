import { fileTypeFromBuffer } from 'file-type';
import { COMPLAINT_MESSAGES } from '@tbs/rules/forms';

/**
 * The documents a complaint may carry (a purchase order, an invoice), by what their bytes are, never by their
 * name or the type the client claims: PDF, JPEG and PNG (scans and photos), and the Office Open XML formats
 * DOCX and XLSX that orders and invoices are often written in. The old binary Office formats (.doc, .xls) are
 * refused: file-type sees only a generic OLE container (the same as .msi installers) and cannot tell a document
 * from anything else in one, and they carry macros. Macro-enabled OOXML (.docm, .xlsm) is detected as its own
 * type and refused too.
 */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;

export type DocumentMime = keyof typeof DOCUMENT_TYPES;

/** The message of a file that is none of DOCUMENT_TYPES (the web's complaint form says it too). */
export const DOCUMENT_TYPE_MESSAGE = COMPLAINT_MESSAGES.fileType;

/** The detected type of a document's bytes, or null when they are none of DOCUMENT_TYPES. */
export async function detectDocumentType(
  bytes: Uint8Array,
): Promise<{ mime: DocumentMime; ext: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(detected.mime in DOCUMENT_TYPES)) return null;
  const mime = detected.mime as DocumentMime;
  return { mime, ext: DOCUMENT_TYPES[mime] };
}

/**
 * A client's file name made safe to keep and show: no folders, no control or bidirectional-override
 * characters, at most 255 characters, and the extension of the detected type (a PDF named invoice.exe is
 * kept as invoice.exe.pdf, so whoever saves it opens it as what it is).
 */
export function safeFileName(originalName: string, ext: string): string {
  const base =
    originalName
      .split(/[\\/]/)
      .pop()!
      // eslint-disable-next-line no-control-regex -- removing them is the point
      .replace(/[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .trim() || 'document';
  const hasExt = base.toLowerCase().endsWith(`.${ext}`) || (ext === 'jpg' && /\.jpeg$/i.test(base));
  const named = hasExt ? base : `${base}.${ext}`;
  if (named.length <= 255) return named;
  const suffix = `.${ext}`;
  return `${named.slice(0, 255 - suffix.length)}${suffix}`;
}
