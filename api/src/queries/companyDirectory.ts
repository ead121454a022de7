import {
  type CompanySearchQuery,
  type CompanySort,
  SearchTimeoutError,
  type SearchPage,
  type SearchReader,
  type CompanyHit,
} from '@tbs/search';
import { SearchTooBroadError } from '../errors.ts';
import { searchLane } from './searchLane.ts';

/** The directory's filters as GET /api/companies validated them. */
export interface CompanyDirectoryFilters {
  /** Words of a company name (or, for members, a contact person). */
  query?: string;
  /** ISO code, upper case. */
  country?: string;
  sort?: CompanySort;
  /** Without one: descending for favCount, ascending for the others. */
  order?: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface SearchCompanyDirectoryProps {
  search: SearchReader;
  input: CompanyDirectoryFilters;
  /** Members' searches also look at contact persons' names; visitors never learn who works where. */
  isMember: boolean;
  /** The client's address: visitors' searches take turns by it. */
  ip: string;
}

/** One page of the company directory from the search index, with the exact total. */
export async function searchCompanyDirectory({
  search,
  input,
  isMember,
  ip,
}: SearchCompanyDirectoryProps): Promise<SearchPage<CompanyHit>> {
  const query: CompanySearchQuery = {
    term: input.query,
    searchContacts: isMember,
    countryCode: input.country,
    sort: input.sort,
    order: input.order ?? (input.sort === 'favCount' ? 'desc' : 'asc'),
    page: input.page,
    pageSize: input.pageSize,
  };
  try {
    return await search.search('company', query, searchLane(isMember, ip));
  } catch (error) {
    if (error instanceof SearchTimeoutError) throw SearchTooBroadError(error.message);
    throw error;
  }
}
