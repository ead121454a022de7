// The browser build: the Node entry (`csv-stringify/sync`) needs Node's Buffer as soon as it loads.
import { stringify } from 'csv-stringify/browser/esm/sync';

/** A row an inventory import did not take: its physical line (header = 1), the column, why. */
export interface ImportRejectionRow {
  line: number;
  /** The column as the file names it; '' or null when the whole line is meant. */
  column: string | null;
  reason: string;
}

/** What the rejections report needs of an inventory import report. */
export interface ImportRejectionsSummary {
  /** The rejections the report lists: the first ones by line. */
  rejections: readonly ImportRejectionRow[];
  /** All rejected rows, listed or not. */
  rejected: number;
  rejectionsTruncated: boolean;
}

/**
 * The downloadable rejections report of an inventory import: CSV with the header line,column,reason and CRLF
 * line endings, and a last line saying how many more rows were rejected when only the first ones are listed.
 * A text cell starting with = + - @, a tab or a carriage return (or a full-width = + - @) gets a leading '
 * so that a spreadsheet does not run it as a formula (OWASP, CSV injection): a reason can quote a trader's
 * cell. A legitimate "-5" gets it too; numbers (the line) do not.
 */
export function importRejectionsCsv(report: ImportRejectionsSummary): string {
  const rows: { line: number | null; column: string | null; reason: string }[] = [...report.rejections];
  const unlisted = report.rejected - report.rejections.length;
  if (report.rejectionsTruncated && unlisted > 0) {
    const reason = `${unlisted} more rejected rows are not listed (the report keeps the first ${report.rejections.length}).`;
    rows.push({ line: null, column: null, reason });
  }
  return stringify(rows, {
    header: true,
    columns: ['line', 'column', 'reason'],
    record_delimiter: 'windows',
    // Given a record_delimiter, csv-stringify would otherwise quote only the fields holding a CRLF.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}
