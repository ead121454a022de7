/** The Saved Searches tab of /broadcasts (filled in by the saved-searches slice of issue 11). */
export function SavedSearchesTab() {
  return <p>No Saved searches yet, create one with Save</p>;
}
