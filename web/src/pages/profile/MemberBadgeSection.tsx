import { useEffect, useState } from 'react';
import { notifyError } from '../../stores/snackbars.ts';
import { fetchMemberBadge, hasMemberBadge, saveFile, type MemberBadgeFormat } from './memberBadge.ts';

const BADGE_FAILED_TITLE = 'Badge could not be downloaded';
const BADGE_FAILED_MESSAGE = 'Please try again. If the problem persists please contact TBS';

/** A blob as a data: address (the page's Content-Security-Policy allows data: images, not blob:). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** The badge as the server draws it now (its tier can change), shown from a local copy. */
function useBadgePreview(enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void fetchMemberBadge('svg')
      .then((badge) => (badge ? dataUrlOf(badge.blob) : null))
      .then((dataUrl) => {
        if (dataUrl && !cancelled) setUrl(dataUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return url;
}

/**
 * The member badge on the own profile (spec part 1 section 6: a member may download the member badge): a
 * preview and the PNG and SVG downloads, for a paying member's company; a trial company is told when it gets one.
 */
export function MemberBadgeSection({ company }: { company: { memberSince?: string | null } }) {
  const available = hasMemberBadge(company);
  const preview = useBadgePreview(available);
  const [downloading, setDownloading] = useState<MemberBadgeFormat | null>(null);

  const download = async (format: MemberBadgeFormat) => {
    setDownloading(format);
    const badge = await fetchMemberBadge(format);
    setDownloading(null);
    if (badge) saveFile(badge);
    else notifyError(BADGE_FAILED_TITLE, BADGE_FAILED_MESSAGE, 5000);
  };

  return (
    <section className="card member-badge" id="member-badge" data-testid="member-badge">
      <h2>Member badge</h2>
      {available ? (
        <>
          <p className="muted">Show your TBS membership, trust tier and member-since year on your website.</p>
          <div className="member-badge-preview">
            {preview && (
              <img
                src={preview}
                alt="Your TBS member badge"
                width={240}
                height={80}
                data-testid="member-badge-preview"
              />
            )}
          </div>
          <div className="member-badge-actions">
            {(['png', 'svg'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="button"
                disabled={downloading !== null}
                onClick={() => void download(format)}
                data-testid={`member-badge-${format}`}
              >
                Download {format.toUpperCase()}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p className="muted" data-testid="member-badge-unavailable">
          The member badge shows the year your membership started: it is available once your company is a
          paying member.
        </p>
      )}
    </section>
  );
}
