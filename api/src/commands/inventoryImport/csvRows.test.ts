import { describe, expect, it } from 'vitest';
import { CsvFileError, csvRows, detectDelimiter, type CsvRow } from './csvRows.ts';

async function rows(text: string, chunkSize = 7): Promise<{ rows: CsvRow[]; delimiter?: string }> {
  let delimiter: string | undefined;
  async function* chunks() {
    for (let at = 0; at < text.length; at += chunkSize) yield text.slice(at, at + chunkSize);
  }
  const out: CsvRow[] = [];
  for await (const batch of csvRows((found) => (delimiter = found))(chunks())) out.push(...batch);
  return { rows: out, delimiter };
}

describe('csvRows', () => {
  it.each([
    [',', 'PN,Brand,Desc\nA1,HPE,"Disk, 2.5in"\n'],
    [';', 'PN;Brand;Desc\nA1;HPE;Disk, 2.5in\n'],
    ['\t', 'PN\tBrand\tDesc\nA1\tHPE\tDisk, 2.5in\n'],
  ])('detects the delimiter %j from the header', async (delimiter, text) => {
    expect(await rows(text)).toEqual({
      delimiter,
      rows: [
        { line: 1, fields: ['PN', 'Brand', 'Desc'] },
        { line: 2, fields: ['A1', 'HPE', 'Disk, 2.5in'] },
      ],
    });
  });

  it('prefers the delimiter outside quotes', () => {
    expect(detectDelimiter('"a;b";"c;d",e')).toBe(',');
    expect(detectDelimiter('"P,N";Brand;Desc')).toBe(';');
    expect(detectDelimiter('PN')).toBe(',');
  });

  it('numbers records by the physical line they start on, with quoted line breaks and CRLF', async () => {
    const text = 'PN,Desc\r\nA1,"two\r\nlines"\r\n\r\nA2,"three\nline\nbreaks"\r\nA3,"say ""hi"""';
    const { rows: found } = await rows(text, 4);
    expect(found).toEqual([
      { line: 1, fields: ['PN', 'Desc'] },
      { line: 2, fields: ['A1', 'two\r\nlines'] },
      { line: 4, fields: [''] },
      { line: 5, fields: ['A2', 'three\nline\nbreaks'] },
      { line: 8, fields: ['A3', 'say "hi"'] },
    ]);
  });

  it('takes 3.5" unquoted and marks text after a closing quote, on its line only', async () => {
    const { rows: found } = await rows('PN,Desc\nA1,3.5" disk\nA2,"bad"x\nA3,"ok"\nA4,"HPE 3.5" SAS",1\n');
    expect(found[1]).toEqual({ line: 2, fields: ['A1', '3.5" disk'] });
    // Relaxed reading keeps the quotes of the malformed field as text and goes on with the next line.
    expect(found[2]).toMatchObject({ line: 3, fields: ['A2', '"bad"x'] });
    expect(found[2]!.error).toBe(
      'Invalid Closing Quote: field 2 goes on after its closing quote; inside a quoted field, write a quote as ""',
    );
    expect(found[3]).toEqual({ line: 4, fields: ['A3', 'ok'] });
    expect(found[4]).toMatchObject({ line: 5, fields: ['A4', '"HPE 3.5" SAS"', '1'] });
    expect(found[4]!.error).toMatch(/^Invalid Closing Quote: field 2 /);
  });

  it('takes quotes written properly, also at the start of a quoted field', async () => {
    const { rows: found } = await rows('PN;Desc\r\nA1;"""AS IS"" untested"\r\nA2;"say ""hi"" ""twice"""\r\n');
    expect(found).toEqual([
      { line: 1, fields: ['PN', 'Desc'] },
      { line: 2, fields: ['A1', '"AS IS" untested'] },
      { line: 3, fields: ['A2', 'say "hi" "twice"'] },
    ]);
  });

  it('reads files with CR line endings', async () => {
    expect((await rows('PN,Desc\rA1,"two\rlines"\rA2,x', 3)).rows).toEqual([
      { line: 1, fields: ['PN', 'Desc'] },
      { line: 2, fields: ['A1', 'two\rlines'] },
      { line: 4, fields: ['A2', 'x'] },
    ]);
  });

  it('stops at a quote that is never closed, naming its line', async () => {
    await expect(rows('PN,Desc\nA1,ok\nA2,"never closed\nA3,x\n')).rejects.toEqual(
      new CsvFileError(3, 'Line 3: a quoted field is never closed, so the file cannot be read.'),
    );
  });

  it('stops reading at a record of more than a million characters', async () => {
    async function* endless() {
      yield 'PN,Desc\nA1,ok\nA2,"never closed';
      for (;;) yield 'x'.repeat(65_536);
    }
    const reading = async () => {
      for await (const batch of csvRows()(endless())) expect(batch.length).toBeGreaterThan(0);
    };
    await expect(reading()).rejects.toEqual(
      new CsvFileError(3, 'Line 3: a quoted field is never closed, so the file cannot be read.'),
    );
  });

  it.each([
    ['the header', '', 1],
    ['a row', 'PN,Desc\nA1,ok\n', 3],
  ])(
    'refuses %s of 19 MB without a line break as too long, having read little more than the limit',
    async (_what, before, line) => {
      let pulled = 0;
      async function* nineteenMegabytes() {
        yield before;
        for (let sent = 0; sent < 19 * 1024 * 1024; sent += 65_536) {
          pulled += 65_536;
          yield 'x,'.repeat(32_768);
        }
      }
      const reading = async () => {
        for await (const batch of csvRows()(nineteenMegabytes())) expect(batch.length).toBeGreaterThan(0);
      };
      await expect(reading()).rejects.toEqual(
        new CsvFileError(
          line,
          `Line ${line} is longer than 1 MB, so the file cannot be read: each part must be on a line of its own.`,
        ),
      );
      expect(pulled).toBeLessThan(2 * 1024 * 1024);
    },
  );

  it('reads a last line without a line break and an empty input', async () => {
    expect((await rows('PN\nA1')).rows).toEqual([
      { line: 1, fields: ['PN'] },
      { line: 2, fields: ['A1'] },
    ]);
    expect((await rows('')).rows).toEqual([]);
  });
});
