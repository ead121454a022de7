import { lazy, Suspense } from 'react';
import type { RfqModalProps } from './RfqModal.tsx';

// The RFQ form (fields, schema, captcha) is only needed after a click on RFQ: its chunks load then, not with
// the parts page or the part's page.
const RfqModal = lazy(async () => ({ default: (await import('./RfqModal.tsx')).RfqModal }));

/** The RFQ dialog, loaded on first use; every opener goes through this (a static import would undo it). */
export function RfqModalLoader(props: RfqModalProps) {
  return (
    <Suspense fallback={null}>
      <RfqModal {...props} />
    </Suspense>
  );
}
