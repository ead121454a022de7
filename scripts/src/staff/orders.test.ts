import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Company, PaymentOrder } from '@tbs/db';
import type { TestSql } from '@tbs/db/testing';
import { buildCompany, uniqueToken, useTestDatabase } from '@tbs/db/testing';
import { settlePaidOrder } from '@tbs/api/commands';
import { attachOrder, listUnattachedOrders, orderCommand } from './orders.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

/** A visitor's Plus order from the Netherlands, paid through the provider (so it has its invoice). */
async function paidVisitorOrder(companyName: string): Promise<{ orderId: number; invoiceNumber: string }> {
  const em = orm.em.fork();
  const order = em.create(PaymentOrder, {
    company: null,
    accountType: 'plus',
    name: 'Vera Visitor',
    email: `visitor-${uniqueToken().toLowerCase()}@example.com`,
    companyName,
    address: 'Damrak 1',
    zip: '1012 LG',
    city: 'Amsterdam',
    country: 'NL',
    vat: 'NL123456789B01',
    isContractAgreed: true,
    price: '675.00',
    subtotal: '675.00',
    vatAmount: '141.75',
    vatRate: 21,
    vatLabel: 'VAT 21%',
    total: '816.75',
    status: 'created',
  } as never);
  await em.flush();
  const orderId = (order as { id: number }).id;
  const { invoiceNumber } = await orm.em
    .fork()
    .transactional((tx) =>
      settlePaidOrder(tx, orderId, { paidAt: new Date(), providerRef: `sim_${uniqueToken()}` }),
    );
  return { orderId, invoiceNumber };
}

describe('npm run staff -- order', () => {
  it("lists a visitor's paid order and gives it, with its invoice and paid year, to the company", async () => {
    const name = `Visitor Trading ${uniqueToken()}`;
    const { orderId, invoiceNumber } = await paidVisitorOrder(name);
    const listed = await listUnattachedOrders(sql.client);
    expect(listed).toContain(`order ${orderId}`);
    expect(listed).toContain(`${name} (NL)`);
    expect(listed).toContain(`invoice ${invoiceNumber}`);

    const company = await buildCompany(orm, { name, memberSince: null });
    expect(await attachOrder(orm, orderId, company.id)).toContain(`belong to ${name}`);
    const [invoice] = await sql.rows<{ company_id: number }>(
      'select company_id from invoice where invoice_number = $1',
      [invoiceNumber],
    );
    expect(invoice!.company_id).toBe(company.id);
    const after = await orm.em.fork().findOneOrFail(Company, company.id);
    expect(after.memberUntil).not.toBeNull();
    expect(await listUnattachedOrders(sql.client)).not.toContain(`order ${orderId} `);
  });

  it('refuses an unknown company or order and what it does not know', async () => {
    await expect(attachOrder(orm, 2_000_000_000, 2_000_000_000)).rejects.toThrow('No active company');
    const company = await buildCompany(orm);
    await expect(attachOrder(orm, 2_000_000_000, company.id)).rejects.toThrow('No order with id');
    expect(() => orderCommand(['attach', '1'])).toThrow('Give the company id');
    expect(() => orderCommand(['list'])).toThrow('Usage');
  });
});
