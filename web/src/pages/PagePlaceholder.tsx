import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: string;
  /** What the finished page will do, in one sentence. */
  summary: string;
  children?: ReactNode;
}

/** Heading and a short note for pages that a later issue builds out. */
export function PagePlaceholder({ title, summary, children }: PagePlaceholderProps) {
  return (
    <section className="page" data-testid="page-placeholder">
      <h1>{title}</h1>
      <p className="page-lead">{summary}</p>
      {children}
    </section>
  );
}
