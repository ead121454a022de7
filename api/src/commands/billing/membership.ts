import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Company } from '@tbs/db';
import { businessToday, dateOnly } from '../../dates.ts';

/** 'YYYY-MM-DD' plus whole days or years (calendar arithmetic in UTC, no time zone shifts). */
export function addToDate(
  isoDate: string,
  { days = 0, years = 0 }: { days?: number; years?: number },
): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (years) {
    const month = date.getUTCMonth();
    date.setUTCFullYear(date.getUTCFullYear() + years);
    // 29 February plus a year is 28 February, not 1 March.
    if (date.getUTCMonth() !== month) date.setUTCDate(0);
  }
  if (days) date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * One paid membership year for a company (locked for update): member_until becomes a year after the later of
 * today and the current member_until, so paying early adds a year to the end rather than losing days; a
 * company paying for the first time becomes a member today (member_since). The account type follows what was
 * bought. Returns the new member_until.
 */
export async function extendMembership(
  em: EntityManager,
  companyId: number,
  { paidOn, accountType }: { paidOn: string; accountType: 'plus' | 'broker' | null },
): Promise<string> {
  const company = await em.findOneOrFail(Company, companyId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const current = company.memberUntil
    ? dateOnly(company.memberUntil)
    : company.memberSince
      ? await paidUntilByInvoices(em, companyId)
      : null;
  const from = current && current > paidOn ? current : paidOn;
  const memberUntil = addToDate(from, { years: 1 });
  company.memberUntil = memberUntil;
  company.memberSince ??= paidOn;
  if (accountType) company.accountType = accountType;
  await em.flush();
  return memberUntil;
}

/**
 * The end of a membership that has no member_until (rows from before it, the demo seed): a year after its
 * latest paid membership invoice that was counted.
 */
async function paidUntilByInvoices(em: EntityManager, companyId: number): Promise<string | null> {
  const [row] = await em.execute<{ until: string | null }[]>(
    `select to_char(max(invoice_date) + interval '1 year', 'YYYY-MM-DD') as until from invoice
     where company_id = ? and payment_status in (1, 2) and account in ('Plus', 'Broker') and membership_counted`,
    [companyId],
  );
  return row?.until ?? null;
}

/** The business day ('YYYY-MM-DD', Amsterdam) a payment was made. */
export const paidDay = (paidAt: Date): string => businessToday(paidAt);
