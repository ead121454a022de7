/**
 * Zip files built in memory for upload tests (tests only): Office documents, and zip bombs that inflate to
 * hundreds of megabytes from a few hundred kilobytes, without ever holding the inflated bytes.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry as it is written: its compressed bytes and what the zip declares about them. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  data: Buffer;
  crc: number;
  /** The inflated size the zip declares (a bomb may lie). */
  size: number;
}

/** An entry of these bytes, stored (method 0) or deflated (method 8). */
export function zipEntry(name: string, content: Buffer | string, method: 0 | 8 = 8): ZipEntry {
  const bytes = Buffer.from(content);
  const data = method === 8 ? deflateRawSync(bytes) : bytes;
  return { name, method, data, crc: crc32(bytes), size: bytes.length };
}

/**
 * `megabytes` MB of zeros as one deflate stream: one megabyte compressed with a sync flush (about 1 KB, ending
 * on a byte boundary without the final bit) repeated, then an empty final block.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(megabyte), deflateRawSync(Buffer.alloc(0))]);
}

/** A zip of these entries: local headers and data, the central directory, its end record. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A DOCX (as file-type and Word know one) with these entries after its content types and document. */
export function docxOf(extra: readonly ZipEntry[] = []): Buffer {
  return zipOf([
    zipEntry('[Content_Types].xml', DOCX_CONTENT_TYPES, 0),
    zipEntry('word/document.xml', '<w:document><w:body><w:p>Order 4711, grade A</w:p></w:body></w:document>'),
    ...extra,
  ]);
}

/**
 * The finding's bomb: a DOCX whose one extra part inflates to `megabytes` MB of zeros (300 MB from about 300 KB),
 * declaring its true size, or `declaredSize` when it lies.
 */
export function docxBomb(megabytes: number, declaredSize = megabytes * 1024 * 1024): Buffer {
  const data = deflatedZeros(megabytes);
  return docxOf([{ name: 'word/media/padding.bin', method: 8, data, crc: 0, size: declaredSize }]);
}
