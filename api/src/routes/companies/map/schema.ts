import { z } from 'zod';
import { payloadAnswer } from '../../../respond.ts';

/** GET /api/companies/countryCoords?country=NL: an ISO 3166-1 alpha-2 code, any case. */
export const CountryCoordsQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country')
    .transform((code) => code.toUpperCase()),
});
export type CountryCoordsReq = z.infer<typeof CountryCoordsQuery>;

const LatLngSchema = z.strictObject({ lat: z.number(), lng: z.number() }).meta({ id: 'LatLng' });

export const CompanyMarkerSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    lat: z.number(),
    lng: z.number(),
    approximate: z
      .boolean()
      .describe("true: the company has no coordinates of its own and stands on its country's point"),
  })
  .meta({ id: 'CompanyMarker' });

export const CompanyCountrySchema = z
  .strictObject({
    code: z.string().describe('ISO 3166-1 alpha-2'),
    name: z.string(),
    count: z.number().int().describe('Active member companies in the country'),
  })
  .meta({ id: 'CompanyCountry' });

export const CountryCoordsSchema = z
  .strictObject({
    location: LatLngSchema.describe("The country's point"),
    viewport: z
      .strictObject({ southwest: LatLngSchema, northeast: LatLngSchema })
      .describe(
        'The box to fit on the map; southwest.lng > northeast.lng when it crosses the antimeridian (Russia, Fiji)',
      ),
  })
  .meta({ id: 'CountryCoords' });

export const CompanyMarkersAnswer = payloadAnswer(z.array(CompanyMarkerSchema));
export const CompanyCountriesAnswer = payloadAnswer(z.array(CompanyCountrySchema));
export const CountryCoordsAnswer = payloadAnswer(CountryCoordsSchema);
