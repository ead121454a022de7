import { z } from 'zod';
import type { ServiceDirectory } from '../queries/services.ts';

/**
 * A service company of /services (spec part 1 section 3): a company once per category it is listed under.
 * No contact details: the company modal asks GET /api/companies/{id}, which decides per reader.
 */
export const ServiceCompanySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    compCountry: z.string().describe("The company's country, full name ('United Arab Emirates')"),
    catId: z.number().int(),
    catName: z.string(),
    imgName: z.string().describe("The category's image file name ('data-erasure-software.svg')"),
  })
  .meta({ id: 'ServiceCompany' });
export type ServiceCompanyView = z.infer<typeof ServiceCompanySchema>;

/** A service category, listed whether or not a company is listed under it yet. */
export const ServiceCategorySchema = z
  .strictObject({ catId: z.number().int(), catName: z.string(), imgName: z.string() })
  .meta({ id: 'ServiceCategory' });
export type ServiceCategoryView = z.infer<typeof ServiceCategorySchema>;

/** The answer's fields: the spec's list of service companies as `payload`, and every category. */
export interface ServicesView {
  payload: ServiceCompanyView[];
  categories: ServiceCategoryView[];
}

/** Presents the service directory: companies by category then name, categories by id. */
export function presentServices({ categories, providers }: ServiceDirectory): ServicesView {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return {
    payload: providers.map((provider) => {
      const category = byId.get(provider.categoryId)!;
      return {
        id: provider.id,
        name: provider.name,
        compCountry: provider.countryName,
        catId: category.id,
        catName: category.name,
        imgName: category.imgName,
      };
    }),
    categories: categories.map((category) => ({
      catId: category.id,
      catName: category.name,
      imgName: category.imgName,
    })),
  };
}
