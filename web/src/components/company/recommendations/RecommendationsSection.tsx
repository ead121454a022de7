import type { CompanyProfile } from '../../../api/types.ts';

// SLOT (issue 12, recommendations slice): replaced by the Recommendations section and the Recommend modal.

/** The Recommendations section of the company body (not in modal mode, not for service-only companies). */
export function RecommendationsSection(_props: { company: CompanyProfile; isOwnCompany: boolean }) {
  return null;
}

/** The Recommend button (members, another company), opening the Recommend modal. */
export function RecommendButton(_props: { company: CompanyProfile }) {
  return null;
}
