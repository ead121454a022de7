import { describe, expect, it } from 'vitest';
import { importRejectionsCsv, type ImportRejectionRow } from './importRejectionsCsv.ts';

const reportOf = (rejections: ImportRejectionRow[], rejected = rejections.length) => ({
  rejections,
  rejected,
  rejectionsTruncated: rejected > rejections.length,
});

describe('importRejectionsCsv', () => {
  it('writes a header and one line per rejection, with CRLF line endings', () => {
    expect(importRejectionsCsv(reportOf([{ line: 3, column: 'price', reason: 'not a number' }]))).toBe(
      'line,column,reason\r\n3,price,not a number\r\n',
    );
  });

  it('quotes fields with commas, quotes or line breaks and leaves a missing column empty', () => {
    expect(
      importRejectionsCsv(
        reportOf([
          { line: 7, column: null, reason: 'expected 6 columns, found 2' },
          { line: 8, column: '', reason: 'Malformed quotes: a\nb' },
          { line: 9, column: 'description', reason: 'too long: "a\r\nb"' },
        ]),
      ),
    ).toBe(
      'line,column,reason\r\n7,,"expected 6 columns, found 2"\r\n8,,"Malformed quotes: a\nb"\r\n' +
        '9,description,"too long: ""a\r\nb"""\r\n',
    );
  });

  it('says how many rejections are not listed', () => {
    expect(importRejectionsCsv(reportOf([{ line: 2, column: 'qty', reason: 'negative' }], 1_250))).toBe(
      'line,column,reason\r\n2,qty,negative\r\n,,1249 more rejected rows are not listed (the report keeps the first 1).\r\n',
    );
  });

  it('is only the header when nothing was rejected', () => {
    expect(importRejectionsCsv(reportOf([]))).toBe('line,column,reason\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const csv = importRejectionsCsv(
      reportOf([
        { line: 2, column: '=Price', reason: '=HYPERLINK("http://example.com","x") is not an amount' },
        { line: 3, column: '+Qty', reason: '-5' },
        { line: 4, column: '@Cond', reason: 'The price "=1+1" is not an amount in EUR' },
      ]),
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      `2,'=Price,"'=HYPERLINK(""http://example.com"",""x"") is not an amount"`,
      `3,'+Qty,'-5`,
      `4,'@Cond,"The price ""=1+1"" is not an amount in EUR"`,
    ]);
  });

  it('also escapes cells starting with a tab, a carriage return or a full-width = + - @ (OWASP CSV injection)', () => {
    const csv = importRejectionsCsv(
      reportOf([
        { line: 2, column: '\tQty', reason: '\r=1+1' },
        { line: 3, column: '＝Price', reason: '＋1 －1 ＠SUM(A1)' },
        { line: 4, column: 'Price', reason: 'The price "-5" is not an amount in EUR' },
      ]),
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      `2,'\tQty,"'\r=1+1"`,
      `3,'＝Price,'＋1 －1 ＠SUM(A1)`,
      '4,Price,"The price ""-5"" is not an amount in EUR"',
    ]);
  });
});
