import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { DocumentMime } from './documentType.ts';

/**
 * What a document's type does not tell: whether an Office file (a zip) is a zip bomb, and whether any document
 * also holds web page markup (a PDF/HTML polyglot, which a browser or a mail client sniffing its bytes runs as
 * a page). Staff open these files on their own machines.
 */

/** The zip containers among the document types: DOCX and XLSX (Office Open XML). */
const ZIP_MIMES: ReadonlySet<DocumentMime> = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/**
 * At most 50 MB inflated: an order or invoice of a few pages is well under 1 MB of XML, and even a 10 MB upload
 * of pictures (stored about 1:1) stays far below, while a bomb goes to hundreds of megabytes or more.
 */
const MAX_OFFICE_INFLATED_BYTES = 50 * 1024 * 1024;

/** At most 1,000 parts: a Word or Excel file has a few dozen (content types, relations, styles, media). */
const MAX_OFFICE_ENTRIES = 1000;

export const DOCUMENT_SAFETY_MESSAGES = {
  tooLarge: 'This Office file unpacks to more than 50 MB or has more than 1,000 parts; please send it as PDF',
  unreadable: 'This Office file is damaged or encrypted; please send it as PDF',
  webMarkup:
    'This file contains web page code (HTML or script); please send a plain PDF, JPEG, PNG, DOCX or XLSX',
} as const;

/**
 * The tags that make bytes a web page to a sniffing browser or mail client, anywhere in the file: a PDF reader
 * skips what comes before or between its objects, so a polyglot can carry them at any offset. The stricter
 * reading of "HTML near the start": in compressed or binary data these byte sequences practically never occur.
 */
const WEB_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|frameset|object|embed|svg|meta)[\s/>]/i;

const openZip = promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer);

/** The entries of the central directory, in order. */
function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates one entry without keeping it; yauzl fails it when it inflates past its declared size. */
async function inflate(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await promisify(zip.openReadStream.bind(zip))(entry);
  for await (const chunk of stream) void chunk;
}

/** Why the Office file must be refused ('tooLarge', 'unreadable'), or null when it is fine. */
async function officeZipProblem(bytes: Buffer): Promise<keyof typeof DOCUMENT_SAFETY_MESSAGES | null> {
  const zip = await openZip(bytes, { lazyEntries: true, autoClose: false }).catch(() => null);
  if (!zip) return 'unreadable';
  try {
    if (zip.entryCount > MAX_OFFICE_ENTRIES) return 'tooLarge';
    const entries = await entriesOf(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > MAX_OFFICE_INFLATED_BYTES) return 'tooLarge';
    if (entries.some((entry) => entry.isEncrypted())) return 'unreadable';
    // The declared sizes can lie: inflating proves them (what inflates further is cut off and refused).
    for (const entry of entries) await inflate(zip, entry);
    return null;
  } catch (error) {
    return /too many bytes/.test((error as Error).message) ? 'tooLarge' : 'unreadable';
  } finally {
    zip.close();
  }
}

/** Why a document of this detected type must be refused (the message for its field), or null when it is fine. */
export async function documentProblem(bytes: Buffer, mime: DocumentMime): Promise<string | null> {
  if (WEB_MARKUP.test(bytes.toString('latin1'))) return DOCUMENT_SAFETY_MESSAGES.webMarkup;
  if (!ZIP_MIMES.has(mime)) return null;
  const problem = await officeZipProblem(bytes);
  return problem ? DOCUMENT_SAFETY_MESSAGES[problem] : null;
}
