import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, successBodyOf } from '../api/apiError.ts';
import { answerOf, api, getCompany } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { ApiBody, BodyOf, CompanyContact, CompanyProfile } from '../api/types.ts';
import { useCurrentUser } from '../stores/session.ts';

/** A company body: the company and, for members, its contacts. */
export interface CompanyWithContacts {
  company: CompanyProfile;
  /** Empty for visitors: only members get the contacts. */
  contacts: CompanyContact[];
}

/** The fields of updateCompany (only those sent change; null or '' clears one). */
export type CompanyProfileChanges = BodyOf<'postApiCompaniesActionsUpdateCompany'>;
/** The fields of updateContact (the signed-in contact's own contact). */
export type ContactChanges = BodyOf<'postApiCompaniesActionsUpdateContact'>;

/** An update's answer: the spec's message and the refreshed own company body. */
type ProfileUpdateBody = ApiBody<{ msg: string }> & Partial<CompanyWithContacts>;

/** The signed-in company's body lives under `member`, so signing out forgets it. */
export const ownCompanyKey = [...queryKeys.member.all, 'ownCompany'] as const;

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

/** GET /api/companies/me: the signed-in contact's own company with every detail (the /profile page). */
export function useOwnCompany(): UseQueryResult<CompanyWithContacts> {
  const signedIn = useCurrentUser() !== null;
  return useQuery({
    queryKey: ownCompanyKey,
    queryFn: async () => {
      const body = await successBodyOf(
        answerOf<ApiBody<never> & Partial<CompanyWithContacts>>(api.GET('/api/companies/me')),
      );
      if (!body.company) throw new ApiError(body.status, 'Your company profile could not be loaded.');
      return { company: body.company, contacts: body.contacts ?? [] };
    },
    enabled: signedIn,
    staleTime: 0,
  });
}

/**
 * POST /api/companies/actions/updateCompany (owner only): the spec names the call, not its path; the api puts
 * it under /api/companies/actions/ like its other named actions. The answer carries X-Updated-User.
 */
export const updateCompany = (changes: CompanyProfileChanges) =>
  answerOf<ProfileUpdateBody>(api.POST('/api/companies/actions/updateCompany', { body: changes }));

/** POST /api/companies/actions/updateContact: the signed-in contact's own contact (X-Updated-User). */
export const updateContact = (changes: ContactChanges) =>
  answerOf<ProfileUpdateBody>(api.POST('/api/companies/actions/updateContact', { body: changes }));

/** POST /api/companies/actions/changePassword: the current password and a new one of strength 2 or more. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  answerOf<ApiBody<{ msg: string }>>(
    api.POST('/api/companies/actions/changePassword', { body: { currentPassword, newPassword } }),
  );

/**
 * The profile's writes, each followed by the refreshed own company: it replaces the cached /me answer and
 * the company page's cached body, so every view of the company shows the change at once.
 */
export function useProfileWrites() {
  const queryClient = useQueryClient();
  const apply = (body: ProfileUpdateBody): ProfileUpdateBody => {
    if (body.status === 200 && body.company) {
      const fresh: CompanyWithContacts = { company: body.company, contacts: body.contacts ?? [] };
      queryClient.setQueryData(ownCompanyKey, fresh);
      void queryClient.invalidateQueries({ queryKey: queryKeys.company(body.company.id) });
    }
    return body;
  };
  return {
    updateCompany: async (changes: CompanyProfileChanges) => apply(await updateCompany(changes)),
    updateContact: async (changes: ContactChanges) => apply(await updateContact(changes)),
  };
}
