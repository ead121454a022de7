import { AuthenticationError } from '../../../errors.ts';
import { clientKey, limitRequests } from '../../../middlewares/rateLimit.ts';
import { canSeeCompanyDetails } from '../../../policies/company.ts';
import {
  presentDirectoryRowForMember,
  presentDirectoryRowForVisitor,
} from '../../../presenters/companyDirectory.ts';
import { searchCompanyDirectory } from '../../../queries/companyDirectory.ts';
import { okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import { CompanyDirectoryAnswer, CompanyDirectoryQuery } from './schema.ts';

const tags = ['companies'];

/** The company directory (/companies): GET /api/companies. */
export function companyDirectoryRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies',
    tags,
    summary: 'The company directory: search, country filter, sort and pages, with the exact total',
    description:
      'query: words of a company name, specialty (profile, service categories) or, for members, a contact ' +
      'person; each word matches by prefix or with a typo (one from 4 letters, two from 8); at most 5 words ' +
      'are searched. country: ISO code. sort: companyname, Country, profile (the profile text, companies ' +
      'without one last) or favCount, order asc/desc (favCount descending by default). Without sort: by ' +
      'relevance with a query, else by name. Visitors get name, country, profile and recommendations count ' +
      'only, and may not sort by favCount (401). 503 when a search runs past its time limit.',
    schemas: { query: CompanyDirectoryQuery },
    response: CompanyDirectoryAnswer,
    use: [limitRequests('search', clientKey)],
    handler: async (ctx) => {
      const input = ctx.input.query;
      const isMember = canSeeCompanyDetails(ctx.auth);
      // Visitors do not see favourite counts: an order by them would tell what the list hides.
      if (input.sort === 'favCount' && !isMember) throw AuthenticationError();
      const page = await searchCompanyDirectory({
        search: ctx.services.search,
        input,
        isMember,
        ip: ctx.ip,
      });
      const present = isMember ? presentDirectoryRowForMember : presentDirectoryRowForVisitor;
      return okPayload({ results: page.hits.map(present), numResults: page.total });
    },
  });
}
