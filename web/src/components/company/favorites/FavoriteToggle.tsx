import type { CompanyProfile } from '../../../api/types.ts';

// SLOT (issue 12, favourites slice): replaced by the Favorite on/off toggle.

/** The Favorite toggle of the company body (members, another company). */
export function FavoriteToggle(_props: { company: CompanyProfile }) {
  return null;
}
