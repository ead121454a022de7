import type { EntityManager } from '@mikro-orm/postgresql';
import { Country } from '@tbs/db';
import { countryViewport, type LatLng, type Viewport } from '../geo/countryViewports.ts';

/** A company on the members' map. */
export interface CompanyMarkerRow {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** The company has no coordinates of its own (or impossible ones): it stands on its country's point. */
  approximate: boolean;
}

// A company's own point only when both halves are there and on the globe; else its country's point.
const COMPANY_MARKERS_SQL = `
select company.id, company.name, not own.located as approximate,
  case when own.located then company.lat else country.lat end as lat,
  case when own.located then company.lng else country.lng end as lng
from company
join country on country.code = company.country_code
cross join lateral (
  select coalesce(company.lat between -90 and 90 and company.lng between -180 and 180, false) as located
) own
where company.is_active
order by company.id`;

/** One marker per active company, in id order (one statement; a few thousand rows). */
export async function loadCompanyMarkers(em: EntityManager): Promise<CompanyMarkerRow[]> {
  return em.execute<CompanyMarkerRow[]>(COMPANY_MARKERS_SQL);
}

/** A country of the directory's select, with how many active companies it has. */
export interface CompanyCountryRow {
  code: string;
  name: string;
  count: number;
}

const COMPANY_COUNTRIES_SQL = `
select country.code, country.name, count(*)::int as count
from company
join country on country.code = company.country_code
where company.is_active
group by country.code, country.name
order by country.name`;

/** The countries that have active member companies, by name. */
export async function loadCompanyCountries(em: EntityManager): Promise<CompanyCountryRow[]> {
  return em.execute<CompanyCountryRow[]>(COMPANY_COUNTRIES_SQL);
}

/** Where the map goes for a country: its point and the box to fit. */
export interface CountryCoords {
  location: LatLng;
  viewport: Viewport;
}

/** The point and viewport of a country of the `country` table (code in upper case), or null if there is none. */
export async function loadCountryCoords(em: EntityManager, code: string): Promise<CountryCoords | null> {
  const country = await em.findOne(Country, { code });
  if (!country) return null;
  const location = { lat: Number(country.lat), lng: Number(country.lng) };
  return { location, viewport: countryViewport(country.code, location) };
}
