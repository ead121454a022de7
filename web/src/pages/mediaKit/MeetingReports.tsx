import { useMediaDocuments } from '../../queries/content.ts';
import '../../styles/content.css';

const sizeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The yearly European Broker Meeting reports: only documents the server holds, so no link answers 404. */
export function MeetingReports() {
  const { data: documents, isPending, isError } = useMediaDocuments();
  const reports = documents?.filter((doc) => doc.year !== null) ?? [];

  if (isPending) return <p className="muted">Loading the reports...</p>;
  if (isError) return <p className="muted">The reports could not be loaded. Please try again later.</p>;
  if (reports.length === 0) return <p className="muted">No reports are available yet.</p>;
  return (
    <ul className="document-list" data-testid="meeting-reports">
      {reports.map((doc) => (
        <li key={doc.slug}>
          <a href={doc.url} download={`${doc.slug}.pdf`} data-testid="media-document">
            <span>EBM {doc.year} report (PDF)</span>
            <span className="document-size">{sizeFormat.format(Math.max(1, doc.size / 1024))} KB</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
