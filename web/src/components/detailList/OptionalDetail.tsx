import type { ReactNode } from 'react';

/** A term and its value in a detail list (`<dl>`), left out when there is no value. */
export function OptionalDetail({ term, value }: { term: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
