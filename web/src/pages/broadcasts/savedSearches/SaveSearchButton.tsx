/** The current broadcast search as the list page knows it. */
export interface CurrentBroadcastSearch {
  query: string;
  listType?: string;
  type?: string;
  companyId?: number;
}

/** "Save this search" for the current search form (filled in by the saved-searches slice of issue 11). */
export function SaveSearchButton(_props: { search: CurrentBroadcastSearch }) {
  return null;
}
