import { tierFlags, tierOfRank, type TierFlags } from '@tbs/rules';
import type { PartDocument } from '@tbs/indexer/search/types';

/** The part fields every reader sees. */
interface PartFields {
  id: number;
  partNumber: string;
  manufacturer: string;
  description: string;
  quantity: number;
  partCondition: string;
  /** EUR; 0 means CALL. */
  price: number;
  isRFQDisabled: boolean;
}

/** A search hit for members: the company with its country and tier. */
export interface MemberPartHit extends PartFields {
  company: { id: number; name: string; country: string; countryName: string } & TierFlags;
}

/** A search hit for visitors: the company is only 'TBS Member'. */
export interface VisitorPartHit extends PartFields {
  company: { name: 'TBS Member' };
}

/** A part with its company and contacts as loaded for the detail page. */
export interface PartRecord extends PartDocument {
  countryName: string;
  companyTel: string | null;
  companyDescription: string | null;
  contacts: Array<{ id: number; name: string; email: string; tel: string | null; allowrfq: boolean }>;
}

export interface MemberPartDetail extends PartFields {
  company: MemberPartHit['company'] & { tel: string | null; description: string | null };
  contacts: PartRecord['contacts'];
}

/** The tier flags of an index tier rank (0 Regular .. 3 Diamond). */
export function tierFlagsOfRank(rank: number): TierFlags {
  return tierFlags(tierOfRank(rank));
}

function partFields(part: PartDocument): PartFields {
  return {
    id: part.id,
    partNumber: part.partNumber,
    manufacturer: part.manufacturer,
    description: part.description,
    quantity: part.quantity,
    partCondition: part.condition,
    price: part.price,
    isRFQDisabled: part.isRfqDisabled,
  };
}

/** A hit for a visitor: no company id, country, tier or contacts. */
export function presentPartForVisitor(part: PartDocument): VisitorPartHit {
  return { ...partFields(part), company: { name: 'TBS Member' } };
}

/** A hit for a member; countryNames maps ISO codes to names. */
export function presentPartForMember(part: PartDocument, countryNames: Map<string, string>): MemberPartHit {
  return {
    ...partFields(part),
    company: {
      id: part.companyId,
      name: part.companyName,
      country: part.countryCode,
      countryName: countryNames.get(part.countryCode) ?? part.countryCode,
      ...tierFlagsOfRank(part.tierRank),
    },
  };
}

/** The detail of a part for a member: company phone and description, and the contacts. */
export function presentPartDetailForMember(part: PartRecord): MemberPartDetail {
  const hit = presentPartForMember(part, new Map([[part.countryCode, part.countryName]]));
  return {
    ...hit,
    company: { ...hit.company, tel: part.companyTel, description: part.companyDescription },
    contacts: part.contacts.map(({ id, name, email, tel, allowrfq }) => ({ id, name, email, tel, allowrfq })),
  };
}

/** A trader row of the part statistics page, in the spec's field names. */
export interface TraderRow {
  id: number;
  Partnumber: string;
  Description: string;
  Manufacturer: string;
  Quantity: number;
  PartCondition: string;
  Price: number;
  inv_companyname: string;
  inv_trusted?: 0 | 1 | 2;
  inv_country?: string;
  inv_telephone?: string | null;
  CompanyID?: number;
}

/** A trader row; visitors get 'TBS Member' and no company id, country, phone or tier. */
export function presentTraderRow(part: PartRecord, member: boolean): TraderRow {
  const row: TraderRow = {
    id: part.id,
    Partnumber: part.partNumber,
    Description: part.description,
    Manufacturer: part.manufacturer,
    Quantity: part.quantity,
    PartCondition: part.condition,
    Price: part.price,
    inv_companyname: member ? part.companyName : 'TBS Member',
  };
  if (!member) return row;
  // inv_trusted uses 1 trusted and 2 gold; Diamond counts as gold here.
  const inv_trusted = Math.min(part.tierRank, 2) as 0 | 1 | 2;
  return {
    ...row,
    inv_trusted,
    inv_country: part.countryCode,
    inv_telephone: part.companyTel,
    CompanyID: part.companyId,
  };
}
