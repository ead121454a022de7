import type { EntityManager } from '@mikro-orm/postgresql';
import sanitizeHtml from 'sanitize-html';
import { Company, Contact } from '@tbs/db';
import type { SignedIn } from '../context.ts';
import { EU_VAT_COUNTRY_CODES, euVatNumber, normalizeVatNumber } from '@tbs/rules';
import type { CompanyEntity, ContactEntity } from '../entities.ts';
import { AuthorizationError, ValidationError } from '../errors.ts';
import { canEditCompanyProfile, canEditContact, canToggleRfqAndMatches } from '../policies/company.ts';

/** The spec's words for the profile's outcomes (part 1, section 8) and the server's refusals. */
export const PROFILE_MESSAGES = {
  companyUpdated: 'Company profile successfully updated',
  companyNotUpdated: "Company wasn't updated",
  contactUpdated: 'Contact successfully updated',
  contactNotUpdated: "Contact wasn't updated",
  notOwner: 'Only the owner of this company may change its profile.',
  otherContact: 'You can only change your own contact details.',
  serviceOnlyToggles:
    'Service-only members have no requests for quote or possible matches to switch. Please contact us to upgrade your membership.',
  vatNumber: (country: string) =>
    `This is not a valid ${country} VAT number: please check it (with its country prefix, e.g. DE123456789).`,
} as const;

// --- Plain text ---

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The characters sanitize-html escapes in the text it keeps, back as they were typed. */
function unescapeText(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * A profile text as plain text: HTML tags, comments and the contents of script and style elements removed,
 * everything else (line breaks, '&', 'a < b') kept as typed. Repeated while it changes, so markup that was
 * typed escaped ('&lt;script&gt;') does not come back as a tag.
 */
export function plainText(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    if (!/[<&]/.test(current)) return current;
    const next = unescapeText(sanitizeHtml(current, NO_MARKUP));
    if (next === current) return current;
    current = next;
  }
  return current.replace(/</g, '‹').replace(/>/g, '›');
}

// --- Writes ---

/** The company fields the owner may change; absent fields stay as they are, null clears one. */
export interface CompanyProfileChanges {
  tel?: string | null;
  website?: string | null;
  address?: string | null;
  shippingDetails?: string | null;
  warrantyPolicy?: string | null;
  description?: string | null;
  bankCode?: string | null;
  ibanCode?: string | null;
  swiftCode?: string | null;
  paymentMethod?: string | null;
  vatNr?: string | null;
}

/** The contact fields a contact may change on their own contact. */
export interface ContactChanges {
  name?: string;
  function?: string | null;
  tel?: string | null;
  imName?: ContactEntity['imName'];
  imValue?: string | null;
  rfqDisabled?: boolean;
  possibleMatchesDisabled?: boolean;
}

/** Only the keys that were sent (zod keeps an optional key that was absent as undefined). */
function sentFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A VAT number as the record keeps it: a new EU company's number must pass its country's format and check
 * digits (kept as VIES writes it, 'DE136695976'); elsewhere (an EORI, a US tax id) it is kept as typed. Null
 * clears it. The number on record sent back unchanged (the edit form sends every field) is kept as it is.
 */
function recordVatNumber(vatNr: string | null, company: CompanyEntity): string | null {
  const { country } = company;
  if (vatNr === null || !EU_VAT_COUNTRY_CODES.includes(country.code)) return vatNr;
  if (normalizeVatNumber(vatNr) === normalizeVatNumber(company.vatNr)) return company.vatNr ?? null;
  const number = euVatNumber(country.code, vatNr);
  if (!number) throw ValidationError([{ param: 'vatNr', msg: PROFILE_MESSAGES.vatNumber(country.name) }]);
  return number;
}

/** Who changes the company, for the tax-change audit (the company_tax_change trigger reads tbs.actor). */
const actorOf = (auth: SignedIn) => `contact ${auth.contact.id} <${auth.contact.email}> (profile)`;

/**
 * Changes the owner's company profile. 403 unless the signed-in contact owns `companyId`; 400 for a VAT number
 * an EU company's country refuses. One transaction: the UPDATE of the company row (updated_at set by the
 * entity; the company outbox trigger carries the change to the search documents) and, for a new VAT number,
 * its company_tax_change row naming the contact.
 */
export async function updateCompanyProfile(
  em: EntityManager,
  auth: SignedIn,
  companyId: number,
  changes: CompanyProfileChanges,
): Promise<CompanyEntity> {
  if (!canEditCompanyProfile(auth, companyId)) throw AuthorizationError(PROFILE_MESSAGES.notOwner);
  return em.transactional(async (tx) => {
    const company = await tx.findOneOrFail(
      Company,
      { id: companyId, isActive: true },
      { populate: ['country'] },
    );
    const sent = sentFields(changes);
    if (sent.vatNr !== undefined) sent.vatNr = recordVatNumber(sent.vatNr, company);
    await tx.execute(`select set_config('tbs.actor', ?, true)`, [actorOf(auth)]);
    tx.assign(company, sent);
    await tx.flush();
    return company;
  });
}

/**
 * Changes the signed-in contact's own contact. 403 for another contact's id, and for the RFQ and possible-match
 * toggles of a service-only member (the spec's role table gives them none). Choosing no instant messenger
 * clears its address.
 */
export async function updateOwnContact(
  em: EntityManager,
  auth: SignedIn,
  contactId: number,
  changes: ContactChanges,
): Promise<ContactEntity> {
  if (!canEditContact(auth, contactId)) throw AuthorizationError(PROFILE_MESSAGES.otherContact);
  const sent = sentFields(changes);
  const togglesSent = sent.rfqDisabled !== undefined || sent.possibleMatchesDisabled !== undefined;
  if (togglesSent && !canToggleRfqAndMatches(auth)) {
    throw AuthorizationError(PROFILE_MESSAGES.serviceOnlyToggles);
  }
  const contact = await em.findOneOrFail(Contact, { id: contactId, isActive: true });
  em.assign(contact, sent);
  if (contact.imName === 'none') contact.imValue = null;
  await em.flush();
  return contact;
}
