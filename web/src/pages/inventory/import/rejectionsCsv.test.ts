import { describe, expect, it } from 'vitest';
import type { ImportRejection } from '../../../api/types.ts';
import { rejectionsCsv } from './rejectionsCsv.ts';

const reportOf = (rejections: ImportRejection[], rejected = rejections.length) => ({
  rejections,
  rejected,
  rejectionsTruncated: rejected > rejections.length,
});

describe('rejectionsCsv', () => {
  it('writes a header and one line per rejection', () => {
    expect(rejectionsCsv(reportOf([{ line: 3, column: 'price', reason: 'not a number' }]))).toBe(
      'line,column,reason\r\n3,price,not a number\r\n',
    );
  });

  it('quotes fields with commas, quotes or line breaks and leaves a missing column empty', () => {
    expect(
      rejectionsCsv(
        reportOf([
          { line: 7, column: null, reason: 'expected 6 columns, found 2' },
          { line: 9, column: 'description', reason: 'too long: "a\nb"' },
        ]),
      ),
    ).toBe(
      'line,column,reason\r\n7,,"expected 6 columns, found 2"\r\n9,description,"too long: ""a\nb"""\r\n',
    );
  });

  it('says how many rejections the server did not list', () => {
    expect(rejectionsCsv(reportOf([{ line: 2, column: 'qty', reason: 'negative' }], 1_250))).toBe(
      'line,column,reason\r\n2,qty,negative\r\n,,1249 more rejected rows are not listed.\r\n',
    );
  });

  it('is only the header when nothing was rejected', () => {
    expect(rejectionsCsv(reportOf([]))).toBe('line,column,reason\r\n');
  });
});
