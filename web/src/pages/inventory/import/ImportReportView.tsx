import { importRejectionsCsv } from '@tbs/rules/importRejectionsCsv';
import type { ImportReport } from '../../../api/types.ts';

const counts: { key: keyof ImportReport; label: string }[] = [
  { key: 'rows', label: 'Rows' },
  { key: 'inserted', label: 'Inserted' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'deleted', label: 'Deleted' },
  { key: 'kept', label: 'Kept (their line was rejected)' },
  { key: 'rejected', label: 'Rejected' },
];

/** Let the browser save the rejections as line,column,reason without a round trip to the server. */
function downloadRejections(report: ImportReport): void {
  const url = URL.createObjectURL(new Blob([importRejectionsCsv(report)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'inventory-import-report.csv';
  link.click();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface ImportReportViewProps {
  report: ImportReport;
  /** The server's message when nothing could be imported. */
  refusal: string | null;
}

/** Counts of an import and the table of rejected rows, downloadable as CSV. */
export function ImportReportView({ report, refusal }: ImportReportViewProps) {
  const heading = report.dryRun
    ? 'Check report (nothing was changed)'
    : refusal
      ? 'Import report (nothing was changed)'
      : 'Import report';
  return (
    <section className="inventory-import-report" data-testid="import-report">
      <h3>{heading}</h3>
      {refusal && (
        <p className="warning" role="alert" data-testid="import-refusal">
          {refusal}
        </p>
      )}
      <dl className="import-counts">
        {/* Only replace mode keeps parts, and only when a rejected line names them. */}
        {counts
          .filter(({ key }) => key !== 'kept' || report.kept > 0)
          .map(({ key, label }) => (
            <div key={key} data-testid={`import-count-${key}`}>
              <dt>{label}</dt>
              <dd>{Number(report[key]).toLocaleString('en-US')}</dd>
            </div>
          ))}
      </dl>
      <p className="muted">
        {report.mode === 'replace' ? 'Replace' : 'Merge'} mode, {report.seconds.toFixed(1)} s.
      </p>
      {report.rejections.length > 0 && (
        <>
          <div className="table-scroll import-rejections">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Column</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.rejections.map((rejection, index) => (
                  <tr key={`${rejection.line}-${index}`} data-testid="import-rejection">
                    <td>{rejection.line}</td>
                    <td>{rejection.column ?? ''}</td>
                    <td>{rejection.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.rejectionsTruncated && (
            <p className="muted">
              The first {report.rejections.length.toLocaleString('en-US')} of{' '}
              {report.rejected.toLocaleString('en-US')} rejected rows are listed.
            </p>
          )}
          <button
            type="button"
            className="button"
            onClick={() => downloadRejections(report)}
            data-testid="import-download-report"
          >
            Download report
          </button>
        </>
      )}
    </section>
  );
}
