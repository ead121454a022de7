import type { CompanyProfile } from '../../../api/types.ts';

// SLOT (issue 12, complaints slice): replaced by the File Complaint button and its modal.

/** The File Complaint button (members, another company), opening the complaint modal. */
export function ComplaintButton(_props: { company: CompanyProfile }) {
  return null;
}
