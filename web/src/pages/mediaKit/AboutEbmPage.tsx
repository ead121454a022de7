import { EVENT_SITE_URL } from '../../shell/externalLinks.ts';
import { MeetingReports } from './MeetingReports.tsx';

/** The yearly European Broker Meeting and its reports. */
export function AboutEbmPage() {
  return (
    <article className="prose">
      <h1>About the European Broker Meeting</h1>
      <p>
        Since 2004 TBS organises the European Broker Meeting: the yearly event where members of the circular
        IT trade meet face to face, do business and build trust. Each meeting has pre-scheduled one-to-one
        meetings between buyers and sellers, a fraud prevention session and a networking dinner.
      </p>
      <p>
        <a href={EVENT_SITE_URL} target="_blank" rel="noopener noreferrer">
          Visit the European Broker Meeting website
        </a>
      </p>
      <h2>Reports of past meetings</h2>
      <MeetingReports />
    </article>
  );
}
