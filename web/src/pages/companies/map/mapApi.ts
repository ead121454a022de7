import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../../../api/apiError.ts';
import { answerOf, api } from '../../../api/client.ts';
import type { components } from '../../../api/generated/openapi.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { ApiBody } from '../../../api/types.ts';

export type CompanyMarker = components['schemas']['CompanyMarker'];
export type CompanyCountry = components['schemas']['CompanyCountry'];
export type CountryCoords = components['schemas']['CountryCoords'];

/** GET /api/companies/markers (members): a marker per active company. */
export const getCompanyMarkers = () => answerOf<ApiBody<CompanyMarker[]>>(api.GET('/api/companies/markers'));

/** GET /api/companies/countries: the countries that have member companies, with their counts. */
export const getCompanyCountries = () =>
  answerOf<ApiBody<CompanyCountry[]>>(api.GET('/api/companies/countries'));

/** GET /api/companies/countryCoords (members): a country's point and the viewport to fit. */
export const getCountryCoords = (country: string) =>
  answerOf<ApiBody<CountryCoords>>(
    api.GET('/api/companies/countryCoords', { params: { query: { country } } }),
  );

// Members' answers live under `member`, so that signing out forgets them (forgetViewerData).
const mapKeys = {
  markers: [...queryKeys.member.all, 'companiesMap', 'markers'] as const,
  countryCoords: (country: string) =>
    [...queryKeys.member.all, 'companiesMap', 'countryCoords', country] as const,
};

/** The markers, asked once the map is first shown and kept for 5 minutes (companies rarely move). */
export function useCompanyMarkers(enabled: boolean) {
  return useQuery({
    queryKey: mapKeys.markers,
    queryFn: () => payloadOf(getCompanyMarkers(), 'The companies of the map could not be loaded.'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** A country's point and viewport ('' asks nothing); kept for the visit. */
export function useCountryCoords(country: string) {
  return useQuery({
    queryKey: mapKeys.countryCoords(country),
    queryFn: () => payloadOf(getCountryCoords(country)),
    enabled: country !== '',
    staleTime: Infinity,
  });
}

/** The countries with member companies (the directory's country select), kept for the visit. */
export function useCompanyCountries() {
  return useQuery({
    queryKey: ['companies', 'countries'] as const,
    queryFn: () => payloadOf(getCompanyCountries()),
    staleTime: Infinity,
  });
}
