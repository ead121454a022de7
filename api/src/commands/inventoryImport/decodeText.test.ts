import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, incompleteUtf8Tail, type TextEncoding } from './decodeText.ts';

/** Decodes `bytes` fed in chunks of `size` bytes; returns the text and the encoding used. */
async function decode(bytes: Buffer, size = 5): Promise<{ text: string; encoding?: TextEncoding }> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  let encoding: TextEncoding | undefined;
  let text = '';
  for await (const part of decodeText((found) => (encoding = found))(Readable.from(chunks))) text += part;
  return { text, encoding };
}

const SAMPLE = 'PN;Brand\r\n875490-B21;Hewlett-Packard Énterprise – 12,50 €\r\n';

/** The text in UTF-16 or UTF-32 of the byte order, without BOM. */
function encodeUnicode(text: string, encoding: 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be'): Buffer {
  if (encoding === 'utf-16le') return Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') return Buffer.from(text, 'utf16le').swap16();
  const units = [...text].map((char) => char.codePointAt(0)!);
  const bytes = Buffer.alloc(units.length * 4);
  units.forEach((unit, at) =>
    encoding === 'utf-32le' ? bytes.writeUInt32LE(unit, at * 4) : bytes.writeUInt32BE(unit, at * 4),
  );
  return bytes;
}

describe('decodeText', () => {
  it('reads UTF-8 without BOM, sequences split across chunks', async () => {
    expect(await decode(Buffer.from(SAMPLE, 'utf8'), 3)).toEqual({ text: SAMPLE, encoding: 'utf-8' });
  });

  it('reads UTF-8 with BOM and drops the BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE, 'utf8')]);
    expect(await decode(bytes, 2)).toEqual({ text: SAMPLE, encoding: 'utf-8' });
  });

  it('reads Windows-1252 when the bytes are not UTF-8 (€ is 0x80)', async () => {
    const bytes = iconv.encode(SAMPLE, 'windows-1252');
    expect(bytes.includes(0x80)).toBe(true);
    expect(await decode(bytes)).toEqual({ text: SAMPLE, encoding: 'windows-1252' });
  });

  it('switches to Windows-1252 at the first chunk that is not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('a'.repeat(100)), iconv.encode('Müller', 'windows-1252')]);
    expect(await decode(bytes, 50)).toEqual({ text: `${'a'.repeat(100)}Müller`, encoding: 'windows-1252' });
  });

  it('reads UTF-16 little and big endian with BOM (Excel "Unicode text")', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')]);
    expect(await decode(le, 3)).toEqual({ text: SAMPLE, encoding: 'utf-16le' });
    const be = Buffer.from(Buffer.from(SAMPLE, 'utf16le')).swap16();
    expect(await decode(Buffer.concat([Buffer.from([0xfe, 0xff]), be]), 7)).toEqual({
      text: SAMPLE,
      encoding: 'utf-16be',
    });
  });

  it.each(['utf-16le', 'utf-16be', 'utf-32le', 'utf-32be'] as const)(
    'reads %s with and without BOM, never as 8-bit text with NULs',
    async (encoding) => {
      // More than the bytes looked at, so that the decision is made on the head alone.
      const text = `${SAMPLE}${'X-1;Cisco – 7,00 €\r\n'.repeat(100)}`;
      const bytes = encodeUnicode(text, encoding);
      expect(await decode(bytes, 7)).toEqual({ text, encoding });
      const bom = encodeUnicode('\ufeff', encoding);
      expect(await decode(Buffer.concat([bom, bytes]), 3)).toEqual({ text, encoding });
      // A file smaller than the bytes looked at.
      expect(await decode(encodeUnicode(SAMPLE, encoding))).toEqual({ text: SAMPLE, encoding });
    },
  );

  it('refuses a file that is not text (NUL bytes in no pattern of UTF-16 or UTF-32)', async () => {
    // Like a zip (an .xlsx): a NUL here and there among random bytes.
    const binary = randomBytes(2_000).map((byte, at) => (at % 40 === 0 ? 0 : byte || 1));
    await expect(decode(Buffer.concat([Buffer.from('PK\x03\x04'), binary]))).rejects.toThrow(
      'The file is not a text file (it holds NUL bytes, like an Excel workbook): save it as CSV (UTF-8) and import that.',
    );
  });

  it('reads a UTF-8 file with a stray NUL byte as UTF-8', async () => {
    const text = `${SAMPLE.replace('PN', 'P\0N')}${'X-1;Cisco;7\r\n'.repeat(10)}`;
    expect(await decode(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
  });

  it('reads tiny and empty inputs', async () => {
    expect(await decode(Buffer.from('a'))).toEqual({ text: 'a', encoding: 'utf-8' });
    expect(await decode(Buffer.alloc(0))).toEqual({ text: '', encoding: undefined });
  });

  it('knows where a chunk cuts a UTF-8 sequence', () => {
    const euro = Buffer.from('€'); // 3 bytes
    expect(incompleteUtf8Tail(euro)).toBe(0);
    expect(incompleteUtf8Tail(euro.subarray(0, 2))).toBe(2);
    expect(incompleteUtf8Tail(euro.subarray(0, 1))).toBe(1);
    expect(incompleteUtf8Tail(Buffer.from('ab'))).toBe(0);
  });
});
