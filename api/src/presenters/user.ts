import { z } from 'zod';
import { tierFlags, trustTier } from '@tbs/rules';
import type { UserSnapshot } from '../queries/userSnapshot.ts';
import { FlagSchema, tierFlagFields, toFlag } from './viewFields.ts';

/** The User object of docs/api.md: the signed-in contact with its company fields. */
export const UserSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    emailAlt: z.string().nullable(),
    companyId: z.number().int(),
    companyName: z.string(),
    function: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().describe("The name of the company's country"),
    countryCode: z.string().describe("ISO code of the company's country"),
    tel: z.string().nullable(),
    favCompanies: z.array(z.number().int()),
    signature: z.string().nullable(),
    profilePic: z.string().nullable(),
    username: z.string().nullable().describe("The company's login name, for the company owner only"),
    isOwner: z.boolean(),
    isServiceOnly: FlagSchema,
    isEU: FlagSchema,
    ...tierFlagFields,
    enable2fa: FlagSchema,
    forceLogout: FlagSchema,
    possibleMatchesDisabled: FlagSchema,
    isStaff: z.boolean().describe('Staff reach the analytics area (the server checks it on every call)'),
  })
  .meta({ id: 'User' });
export type UserView = z.infer<typeof UserSchema>;

/** Presents a user snapshot; the tier comes from the one trustTier function. */
export function presentUser(snapshot: UserSnapshot, now: Date = new Date()): UserView {
  const { contact, company, country } = snapshot;
  const memberSince = company.memberSince ? new Date(company.memberSince) : null;
  const tier = trustTier(memberSince, snapshot.unsolvedComplaints, now);
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    emailAlt: contact.emailAlt ?? null,
    companyId: company.id,
    companyName: company.name,
    function: contact.function ?? null,
    website: company.website ?? null,
    address: company.address ?? null,
    country: country.name,
    countryCode: country.code,
    tel: contact.tel ?? company.tel ?? null,
    favCompanies: snapshot.favCompanyIds,
    signature: contact.signature ?? null,
    profilePic: contact.profilePic ?? null,
    username: contact.isOwner ? (company.username ?? null) : null,
    isOwner: contact.isOwner,
    isServiceOnly: toFlag(company.isServiceOnly),
    isEU: toFlag(country.isEu),
    ...tierFlags(tier),
    enable2fa: toFlag(snapshot.twoFactorEnabled),
    forceLogout: toFlag(contact.forceLogout),
    possibleMatchesDisabled: toFlag(contact.possibleMatchesDisabled),
    isStaff: contact.isStaff,
  };
}
