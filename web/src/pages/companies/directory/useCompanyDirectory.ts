import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../../../api/apiError.ts';
import { answerOf, api } from '../../../api/client.ts';
import type { ApiBody } from '../../../api/types.ts';
import type { components } from '../../../api/generated/openapi.ts';
import type { DirectoryApiQuery } from './directoryUrlState.ts';

/** A row of the directory; visitors' rows carry no id, tier or favourite count. */
export type DirectoryRow = components['schemas']['CompanyDirectoryRow'];

export interface DirectoryPage {
  results: DirectoryRow[];
  numResults: number;
}

/**
 * GET /api/companies. Members' answers live under the `member` key prefix, so signing out drops them
 * (a visitor's rows are masked on the server).
 */
export function useCompanyDirectory(
  query: DirectoryApiQuery,
  isMember: boolean,
): UseQueryResult<DirectoryPage> {
  return useQuery({
    queryKey: isMember ? ['member', 'companyDirectory', query] : ['companyDirectory', query],
    queryFn: () =>
      payloadOf(
        answerOf<ApiBody<DirectoryPage>>(api.GET('/api/companies', { params: { query: { ...query } } })),
      ),
    // The table keeps the last page while the next one loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
