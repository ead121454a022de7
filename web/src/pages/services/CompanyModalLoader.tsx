import { lazy, Suspense } from 'react';

// The company body is heavy and only needed after a click: its chunk loads then, not with the page.
const CompanyModal = lazy(async () => ({
  default: (await import('../../modals/CompanyModal.tsx')).CompanyModal,
}));

interface CompanyModalLoaderProps {
  company: { id: number; name: string };
  onClose: () => void;
}

/**
 * The shared company modal (with contacts for members; the server decides what a visitor sees) for a
 * company known by id and name, as the services page and the tier lists know them.
 */
export function CompanyModalLoader({ company, onClose }: CompanyModalLoaderProps) {
  return (
    <Suspense fallback={null}>
      <CompanyModal company={{ id: company.id, name: company.name }} onClose={onClose} />
    </Suspense>
  );
}
