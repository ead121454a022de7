import { tierFlags, trustTier, type TierFlags } from '@tbs/rules';
import type { CompanyProfileSnapshot } from '../commands/companyProfile.ts';
import { dateOnly } from '../dates.ts';
import type { ContactEntity, RecommendationEntity } from '../entities.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** An approved recommendation as visitors see it: the recommending company is 'TBS Member'. */
export interface VisitorRecommendationView {
  id: number;
  description: string;
  companyName: string;
  /** ISO date-time of the approval. */
  dt: string;
  /** 1: approved (the spec's absent or falsy status means pending). */
  status: 1;
}

/** An approved recommendation for members, with who wrote it. */
export interface RecommendationView extends VisitorRecommendationView {
  contactName: string;
}

/** What everyone sees of a company: name, country, tier, description and recommendations. */
export interface VisitorCompanyView extends TierFlags {
  id: number;
  name: string;
  /** ISO code. */
  country: string;
  countryName: string;
  description: string | null;
  recommendations: VisitorRecommendationView[];
}

/** The company body for members: every detail of spec part 1 section 3 except the owner's login name. */
export interface MemberCompanyView extends VisitorCompanyView {
  recommendations: RecommendationView[];
  website: string | null;
  tel: string | null;
  /** `tel:` link of the phone number (digits and a leading +), or null. */
  telLink: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  vatNr: string | null;
  shippingDetails: string | null;
  warrantyPolicy: string | null;
  bankCode: string | null;
  ibanCode: string | null;
  swiftCode: string | null;
  paymentMethod: string | null;
  picUrl: string | null;
  isServiceOnly: 0 | 1;
  isAttendingEBM: 0 | 1;
  /** 'YYYY-MM-DD'; null while on trial. */
  memberSince: string | null;
  /** How many contacts marked the company as favourite. */
  favCount: number;
  /** The spec's `misc[0].isFavorite`: whether the reading contact marked it as favourite. */
  misc: [{ isFavorite: 0 | 1 }];
}

/** A contact of the company body, for members. */
export interface CompanyContactView {
  id: number;
  name: string;
  function: string | null;
  /** 'Main', '2nd', '3rd', ... */
  label: string;
  email: string;
  tel: string | null;
  imName: string | null;
  imValue: string | null;
}

/** The answer of GET /api/companies/:id: `{ company, contacts }` (contacts empty for visitors). */
export interface CompanyBodyView<Company extends VisitorCompanyView> {
  company: Company;
  contacts: CompanyContactView[];
}

/** 'Main' for the first contact, then '2nd', '3rd', '4th', ..., '11th', '21st'. */
export function contactLabel(position: number): string {
  if (position <= 1) return 'Main';
  const lastTwo = position % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th');
  return `${position}${suffix}`;
}

/** A `tel:` link keeping the digits and a leading + (without the '(0)' of '+49 (0)30'), or null. */
export function telLinkOf(tel: string | null | undefined): string | null {
  const digits = (tel ?? '')
    .replace(/\(0\)/g, '')
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

function presentRecommendationForVisitor(recommendation: RecommendationEntity): VisitorRecommendationView {
  return {
    id: recommendation.id,
    description: recommendation.description,
    // Visitors never learn which members stand behind a company, as everywhere else.
    companyName: 'TBS Member',
    dt: new Date(recommendation.approvedAt ?? recommendation.createdAt).toISOString(),
    status: 1,
  };
}

function presentRecommendationForMember(recommendation: RecommendationEntity): RecommendationView {
  return {
    ...presentRecommendationForVisitor(recommendation),
    contactName: recommendation.author.name,
    companyName: recommendation.author.company.name,
  };
}

function presentContact(contact: ContactEntity): CompanyContactView {
  const hasIm = contact.imName !== 'none' && Boolean(contact.imValue);
  return {
    id: contact.id,
    name: contact.name,
    function: contact.function ?? null,
    label: contactLabel(contact.position),
    email: contact.email,
    tel: contact.tel ?? null,
    imName: hasIm ? contact.imName : null,
    imValue: hasIm ? (contact.imValue ?? null) : null,
  };
}

function visitorFields(snapshot: CompanyProfileSnapshot, now: Date): VisitorCompanyView {
  const { company } = snapshot;
  const memberSince = company.memberSince ? new Date(company.memberSince) : null;
  return {
    id: company.id,
    name: company.name,
    country: company.country.code,
    countryName: company.country.name,
    description: company.description ?? null,
    ...tierFlags(trustTier(memberSince, snapshot.unsolvedComplaints, now)),
    recommendations: snapshot.recommendations.map(presentRecommendationForVisitor),
  };
}

/** A company for a visitor: no phone, website, VAT, address, shipping, warranty, bank details or contacts. */
export function presentCompanyForVisitor(
  snapshot: CompanyProfileSnapshot,
  now: Date = new Date(),
): CompanyBodyView<VisitorCompanyView> {
  return { company: visitorFields(snapshot, now), contacts: [] };
}

/** The full company body for a member, with the contacts. */
export function presentCompanyForMember(
  snapshot: CompanyProfileSnapshot,
  now: Date = new Date(),
): CompanyBodyView<MemberCompanyView> {
  const { company } = snapshot;
  return {
    company: {
      ...visitorFields(snapshot, now),
      recommendations: snapshot.recommendations.map(presentRecommendationForMember),
      website: company.website ?? null,
      tel: company.tel ?? null,
      telLink: telLinkOf(company.tel),
      address: company.address ?? null,
      zip: company.zip ?? null,
      city: company.city ?? null,
      vatNr: company.vatNr ?? null,
      shippingDetails: company.shippingDetails ?? null,
      warrantyPolicy: company.warrantyPolicy ?? null,
      bankCode: company.bankCode ?? null,
      ibanCode: company.ibanCode ?? null,
      swiftCode: company.swiftCode ?? null,
      paymentMethod: company.paymentMethod ?? null,
      picUrl: company.picUrl ?? null,
      isServiceOnly: flag(company.isServiceOnly),
      isAttendingEBM: flag(company.isAttendingEbm),
      memberSince: company.memberSince ? dateOnly(company.memberSince) : null,
      favCount: snapshot.favCount,
      misc: [{ isFavorite: flag(snapshot.isFavorite) }],
    },
    contacts: snapshot.contacts.map(presentContact),
  };
}
