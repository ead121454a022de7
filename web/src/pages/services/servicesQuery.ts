import { useQuery } from '@tanstack/react-query';
import { ApiError, successBodyOf } from '../../api/apiError.ts';
import { answerOf, api } from '../../api/client.ts';
import type { components } from '../../api/generated/openapi.ts';
import type { ApiBody } from '../../api/types.ts';

export type ServiceCompany = components['schemas']['ServiceCompany'];
export type ServiceCategory = components['schemas']['ServiceCategory'];

/** GET /api/services: the spec's list of service companies as `payload`, and every category. */
type ServicesBody = ApiBody<ServiceCompany[]> & { categories?: ServiceCategory[] };

export interface ServiceDirectory {
  companies: ServiceCompany[];
  categories: ServiceCategory[];
}

/** The service companies and categories; the same for visitors and members, so one cache entry for both. */
export function useServiceDirectory() {
  return useQuery({
    queryKey: ['services'] as const,
    queryFn: async (): Promise<ServiceDirectory> => {
      const body = await successBodyOf(answerOf<ServicesBody>(api.GET('/api/services')));
      if (!body.payload || !body.categories)
        throw new ApiError(body.status, 'The services could not be loaded.');
      return { companies: body.payload, categories: body.categories };
    },
    staleTime: 5 * 60_000,
  });
}
