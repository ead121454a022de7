import { z } from 'zod';
import { ServiceCategorySchema, ServiceCompanySchema } from '../../presenters/services.ts';
import { answer } from '../../respond.ts';

/**
 * `{ status: 200, payload: ServiceCompany[], categories: ServiceCategory[] }`: the spec's payload is the list of
 * service companies; `categories` names every category in order, so one nobody is listed under yet still shows.
 */
export const ServicesAnswer = answer({
  payload: z.array(ServiceCompanySchema),
  categories: z.array(ServiceCategorySchema).describe('Every service category (1-16) in id order'),
});
