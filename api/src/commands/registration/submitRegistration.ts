import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Country, RegistrationRequest, companyNameKey } from '@tbs/db';
import { HEAR_OPTIONS, QR_CODE_HEAR, REGISTRATION_MESSAGES, type RegistrationReq } from '@tbs/rules/forms';
import { ValidationError, type FieldError } from '../../errors.ts';
import type { RegistrationSummary } from '../../mail/registrationMail.ts';

/** What already stands in the way of a new company with this e-mail address and name. */
export interface RegistrationConflicts {
  /** A contact has the address (any: contacts' addresses are unique). */
  emailIsMember: boolean;
  /** A pending request has the address. */
  emailPending: boolean;
  /** An active company's name looks like this one (companyNameKey). */
  companyIsMember: boolean;
  /** A pending request's company name looks like this one. */
  companyPending: boolean;
}

/**
 * The conflicts of an e-mail address and a company name, in one statement on indexes: addresses compared
 * lower-cased, names by their look-alike key (companyNameKey: 'Demo Trading B.V.' is 'DEMO TRADING BV' and
 * 'Dеmо Trading', with Cyrillic letters). Pending requests count unless `pendingRequests` is false (the
 * approval of one of them).
 */
export async function registrationConflicts(
  em: EntityManager,
  props: { email: string; company: string },
  options: { pendingRequests: boolean } = { pendingRequests: true },
): Promise<RegistrationConflicts> {
  const nameKey = companyNameKey(props.company);
  const [row] = await em
    .getConnection()
    .execute<
      { email_member: boolean; email_pending: boolean; company_member: boolean; company_pending: boolean }[]
    >(
      `select exists (select 1 from contact where lower(email) = lower(?)) as email_member,
            exists (select 1 from registration_request where status = 'pending' and lower(email) = lower(?)) as email_pending,
            exists (select 1 from company where is_active and name_key = ?) as company_member,
            exists (select 1 from registration_request where status = 'pending' and name_key = ?) as company_pending`,
      [props.email, props.email, nameKey, nameKey],
    );
  return {
    emailIsMember: row!.email_member,
    emailPending: options.pendingRequests && row!.email_pending,
    companyIsMember: row!.company_member,
    companyPending: options.pendingRequests && row!.company_pending,
  };
}

/** The staff's words for the conflicts (the approval explains why it cannot go ahead). */
export function conflictMessages(conflicts: RegistrationConflicts): string[] {
  return [
    ...(conflicts.emailIsMember ? [REGISTRATION_MESSAGES.emailIsMember] : []),
    ...(conflicts.emailPending ? [REGISTRATION_MESSAGES.emailPending] : []),
    ...(conflicts.companyIsMember ? [REGISTRATION_MESSAGES.companyIsMember] : []),
    ...(conflicts.companyPending ? [REGISTRATION_MESSAGES.companyPending] : []),
  ];
}

/** 400 naming the company when its name looks like a member's or a pending request's. */
function refuseLookAlikeCompany(conflicts: RegistrationConflicts): void {
  if (conflicts.companyIsMember)
    throw ValidationError([{ param: 'company', msg: REGISTRATION_MESSAGES.companyIsMember }]);
  if (conflicts.companyPending)
    throw ValidationError([{ param: 'company', msg: REGISTRATION_MESSAGES.companyPending }]);
}

/**
 * The checks of the payload that the schema cannot make alone: the "hear" choice (forced to the QR code value
 * for QR sign-ups), the contract, the country. Throws 400 naming every failing field.
 */
export async function checkRegistration(em: EntityManager, input: RegistrationReq) {
  const errors: FieldError[] = [];
  const hear = input.isFromQrCode ? QR_CODE_HEAR : input.hear;
  if (!input.isFromQrCode && !(HEAR_OPTIONS as readonly string[]).includes(input.hear)) {
    errors.push({
      param: 'hear',
      msg: input.hear ? REGISTRATION_MESSAGES.hear : 'This field is required',
    });
  }
  if (!input.isContractAgreed)
    errors.push({ param: 'isContractAgreed', msg: REGISTRATION_MESSAGES.contract });
  const country = await em.findOne(Country, { code: input.country });
  if (!country) errors.push({ param: 'country', msg: REGISTRATION_MESSAGES.country });
  if (errors.length) throw ValidationError(errors);
  return { hear, country: country! };
}

/**
 * What became of a registration: stored as a pending request, or not stored because its address is a member's
 * or a pending request's already. The applicant is answered alike either way (the caller mails the address
 * instead), so the form cannot tell anyone whether an address is known.
 */
export type RegistrationOutcome =
  | { kind: 'stored'; summary: RegistrationSummary }
  | { kind: 'addressInUse'; email: string; isMember: boolean };

/**
 * Stores a checked registration as a pending request. A company name that looks like a member's or a pending
 * request's is a 400 naming `company` (its name is public in the directory anyway); an address in use is no
 * error (see RegistrationOutcome). Two submissions racing each other meet the unique indexes of pending
 * requests, and the loser is answered as if it had come second.
 */
export async function submitRegistration(
  em: EntityManager,
  input: RegistrationReq,
  props: { ip: string | null },
): Promise<RegistrationOutcome> {
  const { hear, country } = await checkRegistration(em, input);
  const conflicts = await registrationConflicts(em, input);
  refuseLookAlikeCompany(conflicts);
  if (conflicts.emailIsMember || conflicts.emailPending) return addressInUse(input, conflicts);
  try {
    // One statement (no transaction round trips): storing takes about the time mailing an address in use does.
    const id = await em.insert(RegistrationRequest, {
      company: input.company,
      nameKey: companyNameKey(input.company),
      address: input.address,
      city: input.city ?? null,
      zip: input.zip ?? null,
      country: country.code,
      description: input.desc ?? null,
      website: input.website ?? null,
      vat: input.vat ?? null,
      hear,
      name: input.name,
      function: input.function,
      email: input.email,
      tel: input.tel,
      isContractAgreed: true,
      isFromQrCode: input.isFromQrCode,
      ip: props.ip?.slice(0, 64) ?? null,
    });
    const { company, name, email, tel } = input;
    return {
      kind: 'stored',
      summary: {
        id,
        company,
        countryName: country.name,
        name,
        function: input.function,
        email,
        tel,
        hear,
        website: input.website ?? null,
      },
    };
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await registrationConflicts(em, input);
    refuseLookAlikeCompany(winner);
    if (!winner.emailIsMember && !winner.emailPending) throw error;
    return addressInUse(input, winner);
  }
}

const addressInUse = (input: RegistrationReq, conflicts: RegistrationConflicts): RegistrationOutcome => ({
  kind: 'addressInUse',
  email: input.email,
  isMember: conflicts.emailIsMember,
});
