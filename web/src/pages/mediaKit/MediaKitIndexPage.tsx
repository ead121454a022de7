import { Link } from 'react-router';
import { SOCIAL_LINKS } from '../../shell/externalLinks.ts';
import { MEDIA_KIT_SECTIONS } from './MediaKitLayout.tsx';
import { MeetingReports } from './MeetingReports.tsx';

const videoChannel = SOCIAL_LINKS.find((link) => link.label === 'YouTube');

/** Media kit overview: the sections, the yearly meeting reports and the video channel. */
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
        {videoChannel && (
          <li>
            <a href={videoChannel.href} target="_blank" rel="noopener noreferrer">
              Our video channel
            </a>
          </li>
        )}
      </ul>
      <h2>European Broker Meeting reports</h2>
      <p>One report for each meeting since 2009 (there was no meeting in 2020).</p>
      <MeetingReports />
    </article>
  );
}
