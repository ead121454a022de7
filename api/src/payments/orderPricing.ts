import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, Country } from '@tbs/db';
import {
  euVatNumber,
  normalizeVatNumber,
  quoteMembership,
  vatNumberCheck,
  type MembershipAccountType,
  type MembershipQuote,
  type VatVerification,
} from '@tbs/rules';
import type { SignedIn } from '../context.ts';
import type { CountryEntity } from '../entities.ts';
import type { VatVerifier } from '../vat/verifier.ts';

/** Who the order's invoice is made out to: the company, its address, country and VAT (or EORI) number. */
export interface OrderBuyer {
  company: string;
  address: string;
  zip: string;
  city: string;
  country: CountryEntity;
  /** Upper case without spaces ('DE136695976'); null when none was given. */
  vat: string | null;
  /** True for a member's order: the company's record, not the form, gave the country and the VAT number. */
  fromRecord: boolean;
}

/** What the payment form says about the buyer (spec part 2 section 3). */
export interface BuyerForm {
  company: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  vat?: string | undefined;
}

/** The reference row of a country code, or null for an unknown one. */
export const countryOf = (em: EntityManager, code: string) => em.findOne(Country, { code });

/**
 * A signed-in member's company as it is billed: its record decides the country and the VAT number (they decide
 * the tax, and the owner changes them only through the audited profile), and its name and address.
 */
export async function recordedBuyer(em: EntityManager, auth: SignedIn): Promise<OrderBuyer> {
  const company = await em.findOneOrFail(Company, auth.company.id, { populate: ['country'] });
  return {
    company: company.name,
    address: company.address ?? '',
    zip: company.zip ?? '',
    city: company.city ?? '',
    country: company.country,
    vat: normalizeVatNumber(company.vatNr) || null,
    fromRecord: true,
  };
}

/**
 * The buyer of an order. A member's comes from the company's record: the form's country and VAT number are
 * ignored, its address lines only fill what the record lacks. A visitor's is what the form says (the caller
 * has checked the country exists).
 */
export async function orderBuyer(
  em: EntityManager,
  auth: SignedIn | undefined,
  form: BuyerForm,
  formCountry: CountryEntity,
): Promise<OrderBuyer> {
  if (!auth) {
    const { company, address, zip, city } = form;
    const vat = normalizeVatNumber(form.vat) || null;
    return { company, address, zip, city, country: formCountry, vat, fromRecord: false };
  }
  const recorded = await recordedBuyer(em, auth);
  return {
    ...recorded,
    address: recorded.address || form.address,
    zip: recorded.zip || form.zip,
    city: recorded.city || form.city,
  };
}

/** What the verification service says of an EU buyer's well-formed number; 'none' when there is nothing to ask. */
async function verificationOf(verifier: VatVerifier, buyer: OrderBuyer): Promise<VatVerification> {
  const code = buyer.country.code;
  if (code === 'NL' || !buyer.country.isEu) return 'none';
  const number = euVatNumber(code, buyer.vat);
  return number ? verifier.verify(number) : 'none';
}

/** The server's price of a year of membership for a buyer: the VAT rule of @tbs/rules (vatNumberCheck). */
export async function priceOrder(
  verifier: VatVerifier,
  buyer: OrderBuyer,
  accountType: MembershipAccountType,
): Promise<MembershipQuote> {
  const verification = await verificationOf(verifier, buyer);
  const vatCheck = vatNumberCheck({
    countryCode: buyer.country.code,
    vatNumber: buyer.vat,
    verification,
    fromRecord: buyer.fromRecord,
  });
  return quoteMembership({
    accountType,
    countryCode: buyer.country.code,
    isEuCountry: buyer.country.isEu,
    vatCheck,
  });
}
