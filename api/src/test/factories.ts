import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/core';
import { generateSync } from 'otplib';
import { Company, Contact, TwoFactorSecret } from '@tbs/db';
import { hashPassword } from '../auth/password.ts';
import { newTotpSecret } from '../auth/totp.ts';
import type { CompanyEntity, ContactEntity } from '../entities.ts';

const unique = () => randomBytes(5).toString('hex');

/** A company (Dutch, active, member for 5 years unless overridden). */
export async function buildCompany(
  orm: MikroORM,
  overrides: Partial<RequiredEntityData<CompanyEntity>> = {},
): Promise<CompanyEntity> {
  const em = orm.em.fork();
  const company = em.create(Company, {
    name: `Company ${unique()}`,
    country: 'NL',
    memberSince: new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10),
    ...overrides,
  } as RequiredEntityData<CompanyEntity>);
  await em.flush();
  return company;
}

export interface BuiltContact {
  contact: ContactEntity;
  company: CompanyEntity;
  email: string;
  /** The plain password it signs in with. */
  password: string;
}

/** A contact with a password (argon2id), in a new company unless one is given. */
export async function buildContact(
  orm: MikroORM,
  overrides: Partial<RequiredEntityData<ContactEntity>> & {
    password?: string | null;
    company?: CompanyEntity;
  } = {},
): Promise<BuiltContact> {
  const { password = 'correct horse battery', company: givenCompany, ...fields } = overrides;
  const company = givenCompany ?? (await buildCompany(orm));
  const em = orm.em.fork();
  const email = (fields.email as string | undefined) ?? `contact-${unique()}@example.com`;
  const contact = em.create(Contact, {
    company: company.id,
    name: `Contact ${unique()}`,
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    ...fields,
  } as RequiredEntityData<ContactEntity>);
  await em.flush();
  return { contact, company, email, password: password ?? '' };
}

/** Enables 2FA for a contact and returns its secret. */
export async function enable2fa(orm: MikroORM, contact: ContactEntity): Promise<string> {
  const em = orm.em.fork();
  const secret = newTotpSecret();
  em.create(TwoFactorSecret, { contact: contact.id, secret, enabledAt: new Date() });
  await em.flush();
  return secret;
}

/** The current authenticator code of a secret, or the one `stepOffset` steps away. */
export function totpCode(secret: string, stepOffset = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}
