import { z } from 'zod';
import { PART_CONDITIONS, tierCode, tierFlags, tierOfRank, type TierFlags } from '@tbs/rules';
import type { PartDocument } from '@tbs/search';
import type { PartCompanyDetails } from '../queries/partCompanyDetails.ts';
import type { PartRecord } from '../queries/partRecords.ts';
import { visitorPartId } from './partRef.ts';
import { FlagSchema, MASKED_COMPANY_NAME } from './viewFields.ts';

/** Members get the part id; visitors an opaque token of it (see partRef.ts), which part routes accept back. */
const PartIdSchema = z
  .union([z.number().int(), z.string()])
  .describe('Members: the part id; visitors: an opaque token of it, accepted wherever a part id is');

/** The company of a part; visitors get only `{ name: 'TBS Member' }`, members the rest too. */
export const PartCompanySchema = z
  .strictObject({
    id: z.number().int().optional(),
    name: z.string(),
    country: z.string().optional().describe('ISO code'),
    countryName: z.string().optional(),
    isTrusted: FlagSchema.optional(),
    isGold: FlagSchema.optional(),
    isDiamond: FlagSchema.optional(),
    tel: z.string().nullable().optional().describe('Members only'),
    description: z.string().nullable().optional().describe('Members only: the company profile'),
  })
  .meta({ id: 'PartCompany' });

const partFields = {
  id: PartIdSchema,
  partNumber: z.string(),
  partnumber: z.string().describe('The same as partNumber: the spec names both (part 2, section 3)'),
  manufacturer: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  partCondition: z.enum(PART_CONDITIONS),
  price: z.number().describe('EUR; 0 means CALL'),
  isRFQDisabled: z.boolean(),
  company: PartCompanySchema,
};

/** A contact of the part's company, with whether it takes requests for quote (members only). */
export const PartContactSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    tel: z.string().nullable(),
    allowrfq: z.boolean(),
  })
  .meta({ id: 'PartContact' });

/** The spec's part fields only members get, in search results and on the detail alike. */
const memberPartFields = {
  contacts: z
    .array(PartContactSchema)
    .optional()
    .describe('Members only: the active contacts of the company'),
  // The spec names contactsCombined without saying what it holds: the names of the contacts above, in their
  // order, joined by ', ' (one line for a table cell); each contact's allowrfq is in `contacts`.
  contactsCombined: z
    .string()
    .optional()
    .describe("Members only: the names of `contacts`, in their order, joined by ', ' ('' without contacts)"),
};

/** One part of a parts search. */
export const PartHitSchema = z.strictObject({ ...partFields, ...memberPartFields }).meta({ id: 'PartHit' });
export type PartHitView = z.infer<typeof PartHitSchema>;

/** One part with its company (phone and description) and contacts for members; masked for visitors. */
export const PartDetailSchema = z
  .strictObject({
    ...partFields,
    ...memberPartFields,
    shareId: z
      .string()
      .describe("The part's token: /parts/{shareId} opens the part for anyone, visitors included"),
  })
  .meta({ id: 'PartDetail' });
export type PartDetailView = z.infer<typeof PartDetailSchema>;

/** A member stocking a part number, in the spec's field names; visitors get 'TBS Member' and no company. */
export const TraderRowSchema = z
  .strictObject({
    id: PartIdSchema,
    Partnumber: z.string(),
    Description: z.string(),
    Manufacturer: z.string(),
    Quantity: z.number().int(),
    PartCondition: z.enum(PART_CONDITIONS),
    Price: z.number(),
    inv_companyname: z.string(),
    inv_trusted: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)])
      .optional()
      .describe('0 regular, 1 trusted, 2 gold, 4 diamond: the code of the tier lists'),
    inv_country: z.string().optional(),
    inv_telephone: z.string().nullable().optional(),
    CompanyID: z.number().int().optional(),
  })
  .meta({ id: 'TraderRow' });
export type TraderRowView = z.infer<typeof TraderRowSchema>;

/** The statistics of one part number over its stock lines. */
export const PartStatsSchema = z
  .strictObject({
    traders: z.number().int(),
    totalQuantity: z.number().int(),
    minPrice: z.number(),
    medianPrice: z.number(),
    maxPrice: z.number(),
    byCondition: z.array(
      z.strictObject({
        condition: z.enum(PART_CONDITIONS),
        traders: z.number().int(),
        quantity: z.number().int(),
        minPrice: z.number(),
      }),
    ),
  })
  .meta({ id: 'PartStats' });
export type PartStatsView = z.infer<typeof PartStatsSchema>;

/** The statistics of one part number over its stock lines: traders, quantity, prices, per condition. */
export function partStats(parts: PartRecord[]): PartStatsView {
  const priced = (list: PartRecord[]) => list.map((part) => part.price).filter((price) => price > 0);
  const median = (values: number[]) => {
    if (!values.length) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const prices = priced(parts);
  const conditions = [...new Set(parts.map((part) => part.condition))].sort();
  return {
    traders: new Set(parts.map((part) => part.companyId)).size,
    totalQuantity: parts.reduce((sum, part) => sum + part.quantity, 0),
    minPrice: prices.length ? Math.min(...prices) : 0,
    medianPrice: median(prices),
    maxPrice: prices.length ? Math.max(...prices) : 0,
    byCondition: conditions.map((condition) => {
      const lines = parts.filter((part) => part.condition === condition);
      const linePrices = priced(lines);
      return {
        condition,
        traders: new Set(lines.map((part) => part.companyId)).size,
        quantity: lines.reduce((sum, part) => sum + part.quantity, 0),
        minPrice: linePrices.length ? Math.min(...linePrices) : 0,
      };
    }),
  };
}

/** The tier flags of an index tier rank (0 Regular .. 3 Diamond). */
function tierFlagsOfRank(rank: number): TierFlags {
  return tierFlags(tierOfRank(rank));
}

function partFieldsOf(part: PartDocument): Omit<PartHitView, 'company'> {
  return {
    id: part.id,
    partNumber: part.partNumber,
    partnumber: part.partNumber,
    manufacturer: part.manufacturer,
    description: part.description,
    quantity: part.quantity,
    partCondition: part.condition,
    price: part.price,
    isRFQDisabled: part.isRfqDisabled,
  };
}

/**
 * A hit for a visitor: no company id, country, tier or contacts, and a token for the id, so that nothing in
 * the answer is shared by one company's parts only (rows cannot be grouped by seller).
 */
export function presentPartForVisitor(part: PartDocument): PartHitView {
  return { ...partFieldsOf(part), id: visitorPartId(part.id), company: { name: MASKED_COMPANY_NAME } };
}

/**
 * A hit for a member: the company with country, tier, phone and profile, and its contacts; countryNames maps
 * ISO codes to names, `company` is what loadPartCompanyDetails found (nothing when the company is gone).
 */
export function presentPartForMember(
  part: PartDocument,
  countryNames: Map<string, string>,
  company: PartCompanyDetails | undefined,
): PartHitView {
  const contacts = (company?.contacts ?? []).map(({ id, name, email, tel, allowrfq }) => ({
    id,
    name,
    email,
    tel,
    allowrfq,
  }));
  return {
    ...partFieldsOf(part),
    company: {
      id: part.companyId,
      name: part.companyName,
      country: part.countryCode,
      countryName: countryNames.get(part.countryCode) ?? part.countryCode,
      ...tierFlagsOfRank(part.tierRank),
      tel: company?.tel ?? null,
      description: company?.description ?? null,
    },
    contacts,
    contactsCombined: contacts.map((contact) => contact.name).join(', '),
  };
}

/** The detail of a part for a member: the same fields as a member's hit, and the token to share it by. */
export function presentPartDetailForMember(part: PartRecord): PartDetailView {
  const hit = presentPartForMember(part, new Map([[part.countryCode, part.countryName]]), {
    tel: part.companyTel,
    description: part.companyDescription,
    contacts: part.contacts,
  });
  return { ...hit, shareId: visitorPartId(part.id) };
}

/** The detail of a part for a visitor: masked as a visitor's hit; its token is its id. */
export function presentPartDetailForVisitor(part: PartDocument): PartDetailView {
  const hit = presentPartForVisitor(part);
  return { ...hit, shareId: String(hit.id) };
}

/** A trader row; visitors get 'TBS Member', a part token and no company id, country, phone or tier. */
export function presentTraderRow(part: PartRecord, member: boolean): TraderRowView {
  const row: TraderRowView = {
    id: member ? part.id : visitorPartId(part.id),
    Partnumber: part.partNumber,
    Description: part.description,
    Manufacturer: part.manufacturer,
    Quantity: part.quantity,
    PartCondition: part.condition,
    Price: part.price,
    inv_companyname: member ? part.companyName : MASKED_COMPANY_NAME,
  };
  if (!member) return row;
  return {
    ...row,
    // The spec's trader rows know 1 trusted and 2 gold only, but its tier lists use 4 for Diamond: one code
    // everywhere, so a Diamond company is never shown as Gold here (docs/api.md).
    inv_trusted: tierCode(tierOfRank(part.tierRank)),
    inv_country: part.countryCode,
    inv_telephone: part.companyTel,
    CompanyID: part.companyId,
  };
}
