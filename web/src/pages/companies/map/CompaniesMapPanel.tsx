// SLOT (issue 12, map slice): replaced by the members-only map with show, hide and reset.

/**
 * The companies map of /companies: members only, loaded on first show, a marker per company; `country` is the
 * directory's country select (ISO code, '' for none), which recentres and zooms the map.
 */
export function CompaniesMapPanel(_props: { country: string }) {
  return null;
}
