import { isAscii, isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';
import { CsvFileError } from './csvRows.ts';

/** The encodings an import file may have. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | 'windows-1252';

type UnicodeEncoding = Exclude<TextEncoding, 'utf-8' | 'windows-1252'>;

/** Bytes looked at before decoding: a BOM, or where the NUL bytes are (UTF-16 and UTF-32 without BOM). */
const SNIFF_BYTES = 1024;

const notText = () =>
  new CsvFileError(
    1,
    'The file is not a text file (it holds NUL bytes, like an Excel workbook): save it as CSV (UTF-8) and import that.',
  );

interface Decoder {
  readonly encoding: TextEncoding;
  write(bytes: Buffer): string;
  end(): string;
}

/** Bytes left at the end of `bytes` that start a UTF-8 sequence not complete yet (0 to 3). */
export function incompleteUtf8Tail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead byte
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * UTF-8 while the bytes are valid UTF-8; from the first chunk that is not, Windows-1252 (every byte is a
 * character there, so the rest decodes whatever it holds). Files without a BOM are one or the other.
 */
class Utf8OrWindows1252 implements Decoder {
  encoding: TextEncoding = 'utf-8';
  private readonly utf8 = new StringDecoder('utf8');
  private windows1252?: ReturnType<typeof iconv.getDecoder>;
  private pending: Buffer = Buffer.alloc(0);

  write(chunk: Buffer): string {
    if (this.windows1252) return this.windows1252.write(chunk);
    if (!this.pending.length && isAscii(chunk)) return chunk.toString('latin1'); // the common case, faster
    const bytes = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const complete = bytes.length - incompleteUtf8Tail(bytes);
    if (isUtf8(bytes.subarray(0, complete))) {
      this.pending = Buffer.from(bytes.subarray(complete));
      return this.utf8.write(bytes.subarray(0, complete));
    }
    this.encoding = 'windows-1252';
    this.windows1252 = iconv.getDecoder('windows-1252');
    return this.windows1252.write(bytes);
  }

  end(): string {
    if (this.windows1252) return this.windows1252.end() ?? '';
    // A truncated sequence at the very end is not UTF-8.
    return this.pending.length ? iconv.decode(this.pending, 'windows-1252') : '';
  }
}

/** iconv-lite's streaming decoder of UTF-16 or UTF-32 in one byte order. */
function unicodeDecoder(encoding: UnicodeEncoding): Decoder {
  const decoder = iconv.getDecoder(encoding);
  return { encoding, write: (bytes) => decoder.write(bytes), end: () => decoder.end() ?? '' };
}

/** The encoding a byte order mark at the start names, and the mark's length. */
function byteOrderMark(head: Buffer): { encoding: 'utf-8' | UnicodeEncoding; length: number } | undefined {
  const [a, b, c, d] = head;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 };
  // Before UTF-16LE, whose mark starts the same.
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return { encoding: 'utf-32le', length: 4 };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return { encoding: 'utf-32be', length: 4 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/**
 * UTF-16 or UTF-32 without a BOM, from where the NUL bytes of the first bytes are: a CSV's header and
 * delimiters are ASCII, and an ASCII character is NUL in every byte of its code unit but one (UTF-16LE
 * "A" is 41 00, UTF-32BE is 00 00 00 41). 'binary' when NULs are frequent in no such pattern (not text);
 * undefined for 8-bit text (UTF-8 or Windows-1252).
 */
export function unicodeWithoutBom(head: Buffer): UnicodeEncoding | 'binary' | undefined {
  const zeros = [0, 0, 0, 0];
  let total = 0;
  for (let at = 0; at < head.length; at++) {
    if (head[at] === 0) {
      zeros[at % 4]!++;
      total++;
    }
  }
  if (!total) return undefined;
  const [z0, z1, z2, z3] = zeros as [number, number, number, number];
  const quads = Math.floor(head.length / 4);
  // Byte 3 of a UTF-32 unit is always 0 (at most 0x10FFFF), byte 2 unless outside the BMP (emoji).
  if (quads && z3 >= quads && z2 >= quads * 0.9 && z0 < quads / 2) return 'utf-32le';
  if (quads && z0 >= quads && z1 >= quads * 0.9 && z3 < quads / 2) return 'utf-32be';
  const units = Math.floor(head.length / 2);
  const even = z0 + z2;
  const odd = z1 + z3;
  if (odd >= units / 4 && even <= odd / 8) return 'utf-16le';
  if (even >= units / 4 && odd <= even / 8) return 'utf-16be';
  // A stray NUL in a text file becomes a space (cleanText); several mean it is no text at all (an .xlsx
  // has about 30 in its first KB).
  return total >= Math.max(2, head.length / 128) ? 'binary' : undefined;
}

/**
 * The decoder of a file from its first bytes: a BOM decides; else NUL bytes in the pattern of UTF-16 or
 * UTF-32; else UTF-8 unless proven otherwise. Throws for a file that is not text.
 */
function decoderFor(head: Buffer): { decoder: Decoder; skip: number } {
  const mark = byteOrderMark(head);
  if (mark) {
    const decoder = mark.encoding === 'utf-8' ? new Utf8OrWindows1252() : unicodeDecoder(mark.encoding);
    return { decoder, skip: mark.length };
  }
  const unicode = unicodeWithoutBom(head.subarray(0, SNIFF_BYTES));
  if (unicode === 'binary') throw notText();
  return { decoder: unicode ? unicodeDecoder(unicode) : new Utf8OrWindows1252(), skip: 0 };
}

/**
 * Decodes a byte stream to text, streaming: UTF-8, UTF-16 and UTF-32 with or without BOM, and Windows-1252
 * when the bytes are not valid UTF-8. `onEncoding` hears the encoding used once the stream ended.
 */
export function decodeText(onEncoding?: (encoding: TextEncoding) => void) {
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<string> {
    let head = Buffer.alloc(0);
    let decoder: Decoder | undefined;
    for await (const chunk of source) {
      let bytes = chunk;
      if (!decoder) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) continue;
        const found = decoderFor(head);
        decoder = found.decoder;
        bytes = head.subarray(found.skip);
      }
      const text = decoder.write(bytes);
      if (text) yield text;
    }
    if (!decoder) {
      if (!head.length) return;
      const found = decoderFor(head);
      decoder = found.decoder;
      const text = decoder.write(head.subarray(found.skip));
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
    onEncoding?.(decoder.encoding);
  };
}
