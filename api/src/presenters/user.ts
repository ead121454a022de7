import { tierFlags, trustTier } from '@tbs/rules';
import type { UserSnapshot } from '../commands/userSnapshot.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The User object of docs/api.md: the signed-in contact with its company fields. */
export interface UserView {
  id: number;
  name: string;
  email: string;
  emailAlt: string | null;
  companyId: number;
  companyName: string;
  function: string | null;
  website: string | null;
  address: string | null;
  /** Country name of the company. */
  country: string;
  /** ISO code of the company's country (added for forms that preselect a country). */
  countryCode: string;
  tel: string | null;
  favCompanies: number[];
  signature: string | null;
  profilePic: string | null;
  /** The company's login name, for the company owner only. */
  username: string | null;
  isOwner: boolean;
  isServiceOnly: 0 | 1;
  isEU: 0 | 1;
  isTrusted: 0 | 1;
  isGold: 0 | 1;
  isDiamond: 0 | 1;
  enable2fa: 0 | 1;
  forceLogout: 0 | 1;
  possibleMatchesDisabled: 0 | 1;
}

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
    isServiceOnly: flag(company.isServiceOnly),
    isEU: flag(country.isEu),
    ...tierFlags(tier),
    enable2fa: flag(snapshot.twoFactorEnabled),
    forceLogout: flag(contact.forceLogout),
    possibleMatchesDisabled: flag(contact.possibleMatchesDisabled),
  };
}
