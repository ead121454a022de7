/**
 * Test data: one factory per kind of row, each filling what a test does not care about (Outline's
 * server/test/factories.ts). Every test file of every workspace builds its rows here.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { InferEntity, RequiredEntityData } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { generateSecret, generateSync } from 'otplib';
import { Broadcast, Company, Contact, InventoryPart, TwoFactorSecret } from '../entities/index.ts';

export type TestCompany = InferEntity<typeof Company>;
export type TestContact = InferEntity<typeof Contact>;
type Overrides<E> = Partial<RequiredEntityData<E>>;

/** A unique upper-case token, so tests sharing a database find only their own rows. */
export const uniqueToken = (): string => `Q${randomBytes(4).toString('hex').toUpperCase()}`;

/** January 1st `years` ago as an ISO date (membership starts for tiers). */
export const yearsAgo = (years: number): string => `${new Date().getUTCFullYear() - years}-01-01`;

/** A company: Dutch, active, a member for 5 years unless overridden. */
export async function buildCompany(
  orm: MikroORM,
  overrides: Overrides<TestCompany> = {},
): Promise<TestCompany> {
  const em = orm.em.fork();
  const company = em.create(Company, {
    name: `Company ${uniqueToken()}`,
    country: 'NL',
    memberSince: new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10),
    ...overrides,
  } as RequiredEntityData<TestCompany>);
  await em.flush();
  return company;
}

export interface BuiltContact {
  contact: TestContact;
  company: TestCompany;
  email: string;
  /** The plain password it signs in with. */
  password: string;
}

/**
 * A contact that signs in with a password, in a new company unless one is given. The argon2id hash is cheap
 * (tests only): the api verifies whatever parameters a stored hash names.
 */
export async function buildContact(
  orm: MikroORM,
  overrides: Overrides<TestContact> & { password?: string | null; company?: TestCompany } = {},
): Promise<BuiltContact> {
  const { password = 'correct horse battery', company: givenCompany, ...fields } = overrides;
  const company = givenCompany ?? (await buildCompany(orm));
  const em = orm.em.fork();
  const email = (fields.email as string | undefined) ?? `contact-${uniqueToken().toLowerCase()}@example.com`;
  const contact = em.create(Contact, {
    company: company.id,
    name: `Contact ${uniqueToken()}`,
    email,
    passwordHash: password === null ? null : await hash(password, { memoryCost: 1024, timeCost: 1 }),
    ...fields,
  } as RequiredEntityData<TestContact>);
  await em.flush();
  return { contact, company, email, password: password ?? '' };
}

/** A stock line of a company (an HPE server part, 1 piece, refurbished, 100 EUR unless overridden); its id. */
export async function buildPart(
  orm: MikroORM,
  company: number | { id: number },
  partNumber: string,
  overrides: Partial<
    Pick<
      InferEntity<typeof InventoryPart>,
      'manufacturer' | 'description' | 'quantity' | 'condition' | 'price' | 'isRfqDisabled'
    >
  > = {},
): Promise<number> {
  const em = orm.em.fork();
  const part = em.create(InventoryPart, {
    company: typeof company === 'number' ? company : company.id,
    partNumber,
    manufacturer: 'HPE',
    description: 'Server part',
    quantity: 1,
    condition: 'REF',
    price: 100,
    ...overrides,
  } as RequiredEntityData<InferEntity<typeof InventoryPart>>);
  await em.flush();
  return part.id;
}

type BroadcastFields = InferEntity<typeof Broadcast>;

/**
 * A broadcast of a contact (WTS to list 1, PC, unless overridden); its id. Its insert queues the pipeline's
 * consumers (broadcast_pending) as any insert does.
 */
export async function buildBroadcast(
  orm: MikroORM,
  sender: { id: number; company: number | { id: number } },
  overrides: Partial<
    Pick<
      BroadcastFields,
      | 'side'
      | 'subject'
      | 'message'
      | 'quantity'
      | 'brand'
      | 'description'
      | 'condition'
      | 'price'
      | 'currency'
    > & { list: number; createdAt: Date }
  > = {},
): Promise<number> {
  const em = orm.em.fork();
  const { list = 1, ...fields } = overrides;
  const broadcast = em.create(Broadcast, {
    list,
    company: typeof sender.company === 'number' ? sender.company : sender.company.id,
    contact: sender.id,
    side: 'WTS',
    subject: `WTS HPE server part ${uniqueToken()}`,
    message: 'Refurbished, tested, ships from NL.',
    quantity: '1',
    brand: 'HPE',
    description: 'Server part',
    condition: 'REF',
    price: '100',
    fromEmail: 'sender@example.com',
    ...fields,
  } as RequiredEntityData<BroadcastFields>);
  await em.flush();
  return broadcast.id;
}

/** Enables 2FA for a contact and returns its secret. */
export async function enable2fa(orm: MikroORM, contact: { id: number }): Promise<string> {
  const em = orm.em.fork();
  const secret = generateSecret({ length: 20 });
  em.create(TwoFactorSecret, { contact: contact.id, secret, enabledAt: new Date() });
  await em.flush();
  return secret;
}

/** The current authenticator code of a secret, or the one `stepOffset` 30-second steps away. */
export function totpCode(secret: string, stepOffset = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}
