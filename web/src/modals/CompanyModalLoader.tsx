import { lazy, Suspense } from 'react';
import type { CompanyModalCompany } from './CompanyModal.tsx';

// The company body is heavy and only needed after a click: its chunk loads then, not with the page.
const CompanyModal = lazy(async () => ({
  default: (await import('./CompanyModal.tsx')).CompanyModal,
}));

interface CompanyModalLoaderProps {
  /** Id and name at least; a country or tier shows while the body loads. */
  company: CompanyModalCompany;
  onClose: () => void;
}

/**
 * The shared company modal (with contacts for members; the server decides what a visitor sees), loaded on
 * first use. Every opener (parts, broadcasts, services, the tier lists) goes through this: one static import
 * of CompanyModal.tsx anywhere would put it back in the page's chunk.
 */
export function CompanyModalLoader({ company, onClose }: CompanyModalLoaderProps) {
  return (
    <Suspense fallback={null}>
      <CompanyModal company={company} onClose={onClose} />
    </Suspense>
  );
}
