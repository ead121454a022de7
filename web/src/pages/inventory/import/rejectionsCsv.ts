import type { ImportReport } from '../../../api/types.ts';

/** A CSV field, quoted when it holds a delimiter, quote or line break (RFC 4180). */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The downloadable report of an import: one line per listed rejection as line,column,reason, and a last
 * line saying how many more there were when the server listed only the first ones.
 */
export function rejectionsCsv(
  report: Pick<ImportReport, 'rejections' | 'rejected' | 'rejectionsTruncated'>,
): string {
  const lines = [
    'line,column,reason',
    ...report.rejections.map(({ line, column, reason }) => [line, column, reason].map(csvField).join(',')),
  ];
  const unlisted = report.rejected - report.rejections.length;
  if (report.rejectionsTruncated && unlisted > 0) {
    lines.push(`,,${csvField(`${unlisted} more rejected rows are not listed.`)}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
