import { NotFoundError } from '../../../errors.ts';
import { warmUpCountryViewports } from '../../../geo/countryViewports.ts';
import { loadCompanyCountries, loadCompanyMarkers, loadCountryCoords } from '../../../queries/companyMap.ts';
import { okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import {
  CompanyCountriesAnswer,
  CompanyMarkersAnswer,
  CountryCoordsAnswer,
  CountryCoordsQuery,
} from './schema.ts';

const tags = ['companies'];

/**
 * The companies map and the directory's country select: GET /api/companies/markers, /countries and
 * /countryCoords. The map is members only (spec part 2 section 6: "Full company and contact details, map"),
 * so markers and countryCoords answer visitors 401; the country list feeds the directory's select for everyone.
 */
export function companyMapRoutes(api: ApiRouter): void {
  // Country boxes come from the world atlas, computed once per process: start now, not on a member's click.
  warmUpCountryViewports();

  api.route({
    method: 'get',
    path: '/api/companies/markers',
    tags,
    summary: 'A marker per active company: id, name, lat, lng (members only)',
    description:
      "A company without coordinates of its own stands on its country's point, with `approximate: true`.",
    access: 'member',
    response: CompanyMarkersAnswer,
    handler: async (ctx) => {
      const markers = await loadCompanyMarkers(ctx.state.em);
      return okPayload(
        markers.map(({ id, name, lat, lng, approximate }) => ({ id, name, lat, lng, approximate })),
      );
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/countries',
    tags,
    summary: 'The countries that have active member companies, by name, with their company count',
    description:
      "For the directory's country select; every country the product knows is GET /api/misc/countriesAll.",
    response: CompanyCountriesAnswer,
    handler: async (ctx) => {
      const countries = await loadCompanyCountries(ctx.state.em);
      return okPayload(countries.map(({ code, name, count }) => ({ code, name, count })));
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/countryCoords',
    tags,
    summary: "A country's point and the viewport the map fits to it (members only)",
    description:
      "`location` is the country's point; `viewport` the box of its main landmass and the large parts near it " +
      '(from the Natural Earth 1:50m atlas), or a box of one degree around its point for a state the atlas ' +
      'lacks. 404 for a code the product does not know.',
    access: 'member',
    schemas: { query: CountryCoordsQuery },
    response: CountryCoordsAnswer,
    handler: async (ctx) => {
      const coords = await loadCountryCoords(ctx.state.em, ctx.input.query.country);
      if (!coords) throw NotFoundError('Country not found.');
      return okPayload(coords);
    },
  });
}
