import { Link } from 'react-router';
import { MEDIA_KIT_SECTIONS } from './MediaKitLayout.tsx';

/** Years of the European Broker Meeting with a PDF report (2020 had no meeting). */
const meetingReportYears = Array.from({ length: 2023 - 2009 + 1 }, (_, index) => 2009 + index).filter(
  (year) => year !== 2020,
);

/** Media kit overview with links to the sections and the meeting PDFs. */
export function MediaKitIndexPage() {
  return (
    <article className="prose">
      <h1>Media Kit</h1>
      <p className="page-lead">Facts, figures and material about TBS and the European Broker Meeting.</p>
      <ul className="link-list">
        {MEDIA_KIT_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.label}</Link>
          </li>
        ))}
      </ul>
      <h2>European Broker Meeting reports</h2>
      <ul className="year-list">
        {meetingReportYears.map((year) => (
          <li key={year}>
            <a href={`/media-kit/ebm-${year}.pdf`} target="_blank" rel="noopener noreferrer">
              EBM {year} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
