import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Country, RegistrationRequest } from '@tbs/db';
import { ValidationError, type FieldError } from '../../errors.ts';
import {
  HEAR_OPTIONS,
  QR_CODE_HEAR,
  REGISTRATION_MESSAGES,
  type RegistrationReq,
} from '../../routes/registration/schema.ts';

/**
 * What already stands in the way of a new company with this e-mail address and name: a contact with the
 * address (any: contacts' addresses are unique), a pending request with it, an active company of that name,
 * or a pending request for it (unless `pendingRequests` is false: the approval of one of them). Lower-cased
 * comparisons, one statement.
 */
export async function registrationConflicts(
  em: EntityManager,
  props: { email: string; company: string },
  options: { pendingRequests: boolean } = { pendingRequests: true },
): Promise<FieldError[]> {
  const [row] = await em.getConnection().execute<
    {
      email_member: boolean;
      email_pending: boolean;
      company_member: boolean;
      company_pending: boolean;
    }[]
  >(
    `select exists (select 1 from contact where lower(email) = lower(?)) as email_member,
            exists (select 1 from registration_request where status = 'pending' and lower(email) = lower(?)) as email_pending,
            exists (select 1 from company where is_active and lower(name) = lower(?)) as company_member,
            exists (select 1 from registration_request where status = 'pending' and lower(company) = lower(?)) as company_pending`,
    [props.email, props.email, props.company, props.company],
  );
  const errors: FieldError[] = [];
  if (row!.email_member) errors.push({ param: 'email', msg: REGISTRATION_MESSAGES.emailIsMember });
  else if (options.pendingRequests && row!.email_pending)
    errors.push({ param: 'email', msg: REGISTRATION_MESSAGES.emailPending });
  if (row!.company_member) errors.push({ param: 'company', msg: REGISTRATION_MESSAGES.companyIsMember });
  else if (options.pendingRequests && row!.company_pending)
    errors.push({ param: 'company', msg: REGISTRATION_MESSAGES.companyPending });
  return errors;
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
 * Stores a checked registration as a pending request and returns it. A duplicate (see registrationConflicts)
 * is a 400 naming the field; two identical submissions racing each other meet the unique indexes of pending
 * requests, and the loser gets the same 400.
 */
export async function submitRegistration(
  em: EntityManager,
  input: RegistrationReq,
  props: { ip: string | null },
) {
  const { hear, country } = await checkRegistration(em, input);
  const conflicts = await registrationConflicts(em, input);
  if (conflicts.length) throw ValidationError(conflicts);
  const request = em.create(RegistrationRequest, {
    company: input.company,
    address: input.address,
    city: input.city ?? null,
    zip: input.zip ?? null,
    country,
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
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const emailTaken = /registration_request_pending_email/.test(error.message);
    throw ValidationError([
      emailTaken
        ? { param: 'email', msg: REGISTRATION_MESSAGES.emailPending }
        : { param: 'company', msg: REGISTRATION_MESSAGES.companyPending },
    ]);
  }
  return { request, countryName: country.name };
}
