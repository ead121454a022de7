import { z } from 'zod';
import { tierFlagFields } from './viewFields.ts';

/** A favourite company (spec part 1 section 3 "Favorite company"), with the country's name beside its code. */
export const FavoriteCompanySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    country: z.string().describe('ISO code'),
    countryName: z.string(),
    dateFaved: z.string().describe("When the contact added it, 'YYYY-MM-DD' (Amsterdam)"),
    dateFavedLong: z.string().describe("The same day for people: '12 March 2024'"),
    description: z.string().nullable(),
    trusted: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)])
      .describe('1 trusted, 2 gold, 4 diamond, 0 none'),
    ...tierFlagFields,
  })
  .meta({ id: 'FavoriteCompany' });
export type FavoriteCompanyView = z.infer<typeof FavoriteCompanySchema>;
