import { useState } from 'react';
import type { CompanyProfile } from '../../../api/types.ts';
import { useCurrentUser } from '../../../stores/session.ts';
import { ComplaintModal } from './ComplaintModal.tsx';

/**
 * The File Complaint button (members, another company: the server refuses visitors and complaints against
 * the member's own company), opening the complaint modal with an empty form each time.
 */
export function ComplaintButton({ company }: { company: CompanyProfile }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.companyId === company.id) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        data-testid="file-complaint-button"
      >
        File Complaint
      </button>
      {open && <ComplaintModal company={company} onClose={() => setOpen(false)} />}
    </>
  );
}
