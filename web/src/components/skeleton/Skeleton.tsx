import './skeleton.css';

interface SkeletonProps {
  /** Grey text lines to draw (the last one shorter, like a paragraph's). */
  lines?: number;
  /** Blocks of this many pixels (cards, table rows, charts), drawn before the lines. */
  blocks?: number;
  blockHeight?: number;
  /** What screen readers hear while it shows. */
  label?: string;
  testId?: string;
}

/**
 * A placeholder sized like the content it stands for, so nothing below it jumps when the content arrives.
 * Screen readers hear `label` once (role=status); the grey shapes themselves are hidden from them.
 */
export function Skeleton({
  lines = 3,
  blocks = 0,
  blockHeight = 48,
  label = 'Loading',
  testId,
}: SkeletonProps) {
  return (
    <div className="skeleton" role="status" aria-busy="true" data-testid={testId ?? 'skeleton'}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: blocks }, (_, index) => (
        <div
          key={`b${index}`}
          className="skeleton-block"
          style={{ height: blockHeight }}
          aria-hidden="true"
        />
      ))}
      {Array.from({ length: lines }, (_, index) => (
        <div key={`l${index}`} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A small spinner beside a status text (sorting, re-searching): the old content stays, dimmed by its owner. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner-status" role="status" data-testid="spinner">
      <span className="spinner" aria-hidden="true" />
      {label}
    </span>
  );
}
