import type { HelpVideo } from '../../queries/content.ts';
import '../../styles/content.css';

/** Splits a title into lines of at most `width` characters (whole words) for the SVG poster. */
function posterLines(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * A tutorial video as a poster drawn here (no thumbnail service is asked) with a play button; a click opens
 * the video on the video channel in a new tab.
 */
export function VideoPoster({ video, large = false }: { video: HelpVideo; large?: boolean }) {
  const lines = posterLines(video.title, large ? 28 : 22);
  const firstLineY = 90 - (lines.length - 1) * 14;
  return (
    <a
      className={large ? 'video-poster video-poster--large' : 'video-poster'}
      href={video.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="video-poster"
      data-video-id={video.id}
      aria-label={`Play "${video.title}" (opens the video in a new tab)`}
    >
      <svg viewBox="0 0 320 180" role="img" aria-hidden="true" focusable="false">
        <rect width="320" height="180" className="video-poster-backdrop" />
        <text x="16" y="28" className="video-poster-category">
          {video.category.toUpperCase()} TUTORIAL
        </text>
        {lines.map((line, index) => (
          <text key={line} x="160" y={firstLineY + index * 28} className="video-poster-title">
            {line}
          </text>
        ))}
        <circle cx="160" cy="140" r="18" className="video-poster-button" />
        <path d="M154 130 L154 150 L171 140 Z" className="video-poster-triangle" />
      </svg>
      <span className="video-poster-caption">{video.title}</span>
    </a>
  );
}
