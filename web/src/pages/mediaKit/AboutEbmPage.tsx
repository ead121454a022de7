import { EVENT_SITE_URL } from '../../shell/externalLinks.ts';

/** The yearly European Broker Meeting. */
export function AboutEbmPage() {
  return (
    <article className="prose">
      <h1>About the European Broker Meeting</h1>
      <p>
        Since 2004 TBS organises the European Broker Meeting: the yearly event where members of the circular
        IT trade meet face to face, do business and build trust.
      </p>
      <p>
        <a href={EVENT_SITE_URL} target="_blank" rel="noopener noreferrer">
          Visit the European Broker Meeting website
        </a>
      </p>
    </article>
  );
}
