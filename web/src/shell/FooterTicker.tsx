import { useEffect } from 'react';
import { useLastRegisteredAttendees } from '../queries/eventAttendees.ts';
import { EVENT_SITE_URL } from './externalLinks.ts';

/** Desktop ticker of the latest registered European Broker Meeting attendees; opens the event site. */
export function FooterTicker() {
  const { data: names = [], error } = useLastRegisteredAttendees();

  useEffect(() => {
    if (error) console.warn('Could not load the last registered attendees', error.message);
  }, [error]);

  if (names.length === 0) return null;
  return (
    <a
      className="footer-ticker"
      href={EVENT_SITE_URL}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="footer-ticker"
    >
      <span className="footer-ticker-label">Latest registrations for the European Broker Meeting:</span>
      <span className="footer-ticker-window">
        <span className="footer-ticker-names">{names.join('  •  ')}</span>
      </span>
    </a>
  );
}
