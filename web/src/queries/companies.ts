import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, successBodyOf } from '../api/apiError.ts';
import { getCompany } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { CompanyContact, CompanyProfile } from '../api/types.ts';

interface CompanyWithContacts {
  company: CompanyProfile;
  /** Empty for visitors: only members get the contacts. */
  contacts: CompanyContact[];
}

/** GET /api/companies/:id: the company body and, for members, its contacts. */
export function useCompany(companyId: number): UseQueryResult<CompanyWithContacts> {
  return useQuery({
    queryKey: queryKeys.company(companyId),
    queryFn: async () => {
      const body = await successBodyOf(getCompany(companyId));
      if (!body.company) throw new ApiError(body.status, 'Company not found.');
      return { company: body.company, contacts: body.contacts ?? [] };
    },
  });
}
