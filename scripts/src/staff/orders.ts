/**
 * `npm run staff -- order ...`: paid membership orders that came from a visitor (no signed-in company): staff
 * match each to its company, which gives the company its paid year (api/src/commands/billing/settlePaidOrder.ts).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { attachOrderToCompany } from '@tbs/api/commands';
import { StaffCommandError, type StaffCommand } from './staffCommands.ts';
import { visible } from './visibleText.ts';

export const ORDER_USAGE = `Usage: npm run staff -- order <command>
  order unattached                    paid orders without a company, oldest first
  order attach <orderId> <companyId>  give the order and its invoice to the company and add its paid year`;

/** Paid orders of visitors that no company has yet, one line each. */
export async function listUnattachedOrders(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{
    id: number;
    paid: string;
    account_type: string;
    company_name: string;
    name: string;
    email: string;
    country_code: string;
    invoice_number: string | null;
  }>(
    `select o.id, to_char(o.paid_at, 'YYYY-MM-DD HH24:MI') as paid, o.account_type, o.company_name, o.name,
            o.email, o.country_code, i.invoice_number
       from payment_order o left join invoice i on i.id = o.invoice_id
      where o.status = 'paid' and o.company_id is null order by o.paid_at, o.id`,
  );
  if (!rows.length) return 'No paid order waits for its company.';
  return rows
    .map(
      (row) =>
        `order ${row.id}  paid ${row.paid}  ${row.account_type}  ${visible(row.company_name)} (${row.country_code})  ${visible(row.name)} <${visible(row.email)}>  invoice ${row.invoice_number ?? '-'}`,
    )
    .join('\n');
}

/** Attaches a paid order to an active company, in one transaction (twice changes nothing more). */
export async function attachOrder(orm: MikroORM, orderId: number, companyId: number): Promise<string> {
  const em = orm.em.fork();
  const company = await em
    .getConnection()
    .execute<{ name: string }[]>('select name from company where id = ? and is_active', [companyId]);
  if (!company[0]) throw new StaffCommandError(`No active company with id ${companyId}.`);
  await em
    .transactional((tx) => attachOrderToCompany(tx, orderId, companyId))
    .catch((error: unknown) => {
      if ((error as { status?: number }).status === 404)
        throw new StaffCommandError(`No order with id ${orderId}.`);
      throw error;
    });
  return `Order ${orderId} and its invoice now belong to ${visible(company[0].name)} (company ${companyId}).`;
}

const id = (text: string | undefined, what: string) => {
  if (!text || !/^\d{1,10}$/.test(text))
    throw new StaffCommandError(`Give the ${what} id (digits).\n\n${ORDER_USAGE}`);
  return Number(text);
};

/** The order command the arguments name. */
export function orderCommand(args: string[]): StaffCommand {
  const [command, first, second, ...extra] = args;
  if (extra.length) throw new StaffCommandError(`Unexpected '${extra.join(' ')}'.\n\n${ORDER_USAGE}`);
  if (command === 'unattached' && !first)
    return async (services) => listUnattachedOrders(await services.client());
  if (command === 'attach') {
    const orderId = id(first, 'order');
    const companyId = id(second, 'company');
    return async (services) => attachOrder(await services.orm(), orderId, companyId);
  }
  throw new StaffCommandError(ORDER_USAGE);
}
