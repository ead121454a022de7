import { IMAGE_MESSAGES, imageError } from './decode.ts';

/** The image formats uploads may be in (spec: profile picture .jpg/.jpeg/.png, logo .jpg/.png). */
export type UploadFormat = 'jpeg' | 'png';

/**
 * The most pixels an upload may declare. What is kept is at most 400x400 (a profile picture) or 240x60 (a
 * logo), and the web app shrinks a picture to that before sending it; an API client may send an original. A
 * phone photo is 12 megapixels (4032 x 3024), a 16-megapixel camera's 4608 x 3456: both pass, 100 times the
 * pixels kept. Decoding costs CPU by the pixel (a PNG has no shrink-on-load), so a larger cap only buys
 * attackers time: a 49-megapixel PNG took three times a 16-megapixel one. A decompression bomb (a few KB of
 * PNG declaring 20000 x 20000) is refused too. Checked on the header before anything is decoded, and again by
 * sharp.
 */
export const MAX_INPUT_PIXELS = 16_000_000;

/** What the header of an upload says, read without decoding a pixel. */
export interface ImageHeader {
  format: UploadFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by content (magic bytes), never by name or declared type: JPEG and PNG only. */
export function sniffFormat(bytes: Buffer): UploadFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  return undefined;
}

/** Width and height of a PNG from its IHDR chunk, which must come first. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are other segments. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Width and height of a JPEG from its first start-of-frame segment, walking the segments before it. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length (TEM, RSTn) before the frame.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // image end or scan before any frame
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The format and size an upload declares, read from its header alone: 400 when it is not really a JPEG or PNG
 * (a renamed executable, an archive, text, an SVG, a GIF...), when its header is unreadable, and when it
 * declares more than MAX_INPUT_PIXELS (a decompression bomb is refused before it is decoded).
 */
export function readImageHeader(bytes: Buffer, field: string): ImageHeader {
  const format = sniffFormat(bytes);
  if (!format) throw imageError(field, IMAGE_MESSAGES.notJpegOrPng);
  const size = format === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) throw imageError(field, IMAGE_MESSAGES.damaged);
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    throw imageError(
      field,
      IMAGE_MESSAGES.tooManyPixels(size.width, size.height, MAX_INPUT_PIXELS / 1_000_000),
    );
  }
  return { format, ...size };
}
