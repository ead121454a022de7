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
    expect(await decode(le, 3)).toEqual({ text: SAMPLE, encoding: 'utf-16' });
    const be = Buffer.from(Buffer.from(SAMPLE, 'utf16le')).swap16();
    expect(await decode(Buffer.concat([Buffer.from([0xfe, 0xff]), be]), 7)).toEqual({
      text: SAMPLE,
      encoding: 'utf-16',
    });
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
