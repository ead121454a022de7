import { useId, useRef } from 'react';
import { notifySuccess } from '../../stores/snackbars.ts';

/** The address of a part that opens for anyone: its token, never the member's plain id (SignInForPart). */
export function partShareUrl(shareId: string, origin = window.location.origin): string {
  return `${origin}/parts/${encodeURIComponent(shareId)}`;
}

/**
 * The part's share link, shown so it can be copied by hand too (browsers give the clipboard only to HTTPS
 * pages and localhost), and a button that copies it.
 */
export function PartShareLink({ shareId }: { shareId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const url = partShareUrl(shareId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Share link copied', 'Anyone can open the part with it; members see the company too.');
    } catch {
      input.current?.select();
      notifySuccess('Share link selected', 'Press Ctrl+C (or ⌘C) to copy it.');
    }
  };

  return (
    <div className="part-share" data-testid="part-share">
      <label htmlFor={inputId}>Share link</label>
      <input
        id={inputId}
        ref={input}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.target.select()}
        data-testid="part-share-link"
      />
      <button
        type="button"
        className="button button--small"
        onClick={() => void copy()}
        data-testid="part-share-copy"
      >
        Copy share link
      </button>
    </div>
  );
}
