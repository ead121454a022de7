import { z } from 'zod';
import { tierFlags, trustTier } from '@tbs/rules';
import type { CompanyProfileSnapshot } from '../queries/companyProfile.ts';
import { dateOnly } from '../dates.ts';
import type { ContactEntity, RecommendationEntity } from '../entities.ts';
import { dateTime, FlagSchema, MASKED_COMPANY_NAME, tierFlagFields, toFlag } from './viewFields.ts';

/** An approved recommendation; visitors see the recommender as 'TBS Member' and no contact name. */
export const RecommendationSchema = z
  .strictObject({
    id: z.number().int(),
    description: z.string(),
    companyName: z.string(),
    /** Members only: who wrote it. */
    contactName: z.string().optional(),
    dt: dateTime().describe('When it was approved'),
    status: z.literal(1).describe('1: approved (pending ones are not listed)'),
  })
  .meta({ id: 'CompanyRecommendation' });
export type RecommendationView = z.infer<typeof RecommendationSchema>;

/**
 * A company body: what everyone sees (name, country, tier, description, recommendations) and, for members
 * only, every detail of spec part 1 section 3 except the owner's login name.
 */
export const CompanyProfileSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    country: z.string().describe('ISO code'),
    countryName: z.string(),
    description: z.string().nullable(),
    ...tierFlagFields,
    recommendations: z.array(RecommendationSchema),
    website: z.string().nullable().optional(),
    tel: z.string().nullable().optional(),
    telLink: z.string().nullable().optional().describe('`tel:` link of the phone number'),
    address: z.string().nullable().optional(),
    zip: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    vatNr: z.string().nullable().optional(),
    shippingDetails: z.string().nullable().optional(),
    warrantyPolicy: z.string().nullable().optional(),
    bankCode: z.string().nullable().optional(),
    ibanCode: z.string().nullable().optional(),
    swiftCode: z.string().nullable().optional(),
    paymentMethod: z.string().nullable().optional(),
    picUrl: z.string().nullable().optional(),
    isServiceOnly: FlagSchema.optional(),
    isAttendingEBM: FlagSchema.optional(),
    memberSince: z.string().nullable().optional().describe("'YYYY-MM-DD'; null while on trial"),
    favCount: z.number().int().optional().describe('How many contacts marked the company as favourite'),
    misc: z
      .array(z.strictObject({ isFavorite: FlagSchema }))
      .optional()
      .describe('Whether the reading contact marked the company as favourite'),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfileView = z.infer<typeof CompanyProfileSchema>;

/** A contact of the company body, for members; label is 'Main', '2nd', '3rd', ... */
export const CompanyContactSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    function: z.string().nullable(),
    label: z.string(),
    email: z.string(),
    tel: z.string().nullable(),
    imName: z.string().nullable(),
    imValue: z.string().nullable(),
    /** The address of the contact's small picture (members only, like every contact field), or null. */
    profilePic: z.string().nullable(),
    /** Whether fetchLargePicture has a large picture of the contact. */
    hasLargePic: z.boolean(),
    /** Own company only (GET /api/companies/me), on the reader's own contact: its RFQ toggle. */
    rfqDisabled: FlagSchema.optional(),
    /** Own company only, on the reader's own contact: its possible-matches toggle. */
    possibleMatchesDisabled: FlagSchema.optional(),
  })
  .meta({ id: 'CompanyContact' });
export type CompanyContactView = z.infer<typeof CompanyContactSchema>;

/** The company body: `{ company, contacts }` (contacts empty for visitors). */
export interface CompanyBodyView {
  company: CompanyProfileView;
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

function presentRecommendationForVisitor(recommendation: RecommendationEntity): RecommendationView {
  return {
    id: recommendation.id,
    description: recommendation.description,
    // Visitors never learn which members stand behind a company, as everywhere else.
    companyName: MASKED_COMPANY_NAME,
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
    profilePic: contact.profilePic ?? null,
    hasLargePic: contact.hasLargePic,
  };
}

function visitorFields(snapshot: CompanyProfileSnapshot, now: Date): CompanyProfileView {
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
): CompanyBodyView {
  return { company: visitorFields(snapshot, now), contacts: [] };
}

/** The full company body for a member, with the contacts. */
export function presentCompanyForMember(
  snapshot: CompanyProfileSnapshot,
  now: Date = new Date(),
): CompanyBodyView {
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
      isServiceOnly: toFlag(company.isServiceOnly),
      isAttendingEBM: toFlag(company.isAttendingEbm),
      memberSince: company.memberSince ? dateOnly(company.memberSince) : null,
      favCount: snapshot.favCount,
      misc: [{ isFavorite: toFlag(snapshot.isFavorite) }],
    },
    contacts: snapshot.contacts.map(presentContact),
  };
}

/**
 * The reader's own company (GET /api/companies/me, /profile): the member's view of it, and on the reader's own
 * contact its RFQ and possible-match toggles, which the edit mode shows.
 */
export function presentOwnCompany(
  snapshot: CompanyProfileSnapshot,
  readerContactId: number,
  now: Date = new Date(),
): CompanyBodyView {
  const body = presentCompanyForMember(snapshot, now);
  const own = snapshot.contacts.find((contact) => contact.id === readerContactId);
  return {
    company: body.company,
    contacts: body.contacts.map((contact) =>
      own && contact.id === own.id
        ? {
            ...contact,
            rfqDisabled: toFlag(own.rfqDisabled),
            possibleMatchesDisabled: toFlag(own.possibleMatchesDisabled),
          }
        : contact,
    ),
  };
}
