import { isAscii, isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';

/** The encodings an import file may have. */
export type TextEncoding = 'utf-8' | 'utf-16' | 'windows-1252';

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

/** The decoder of a file from its first bytes: a BOM decides, else UTF-8 unless proven otherwise. */
function decoderFor(head: Buffer): { decoder: Decoder; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    return { decoder: new Utf8OrWindows1252(), skip: 3 };
  }
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    // iconv's 'utf-16' reads the BOM for the byte order and strips it.
    const utf16 = iconv.getDecoder('utf-16');
    return {
      decoder: { encoding: 'utf-16', write: (bytes) => utf16.write(bytes), end: () => utf16.end() ?? '' },
      skip: 0,
    };
  }
  return { decoder: new Utf8OrWindows1252(), skip: 0 };
}

/**
 * Decodes a byte stream to text, streaming: UTF-8 with or without BOM, UTF-16 with BOM, and Windows-1252
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
        if (head.length < 3) continue; // the longest BOM
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
