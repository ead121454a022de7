import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestSql } from '@tbs/db/testing';
import { buildCompany, uniqueToken, useTestDatabase } from '@tbs/db/testing';
import { companyCommand, listCompanyTaxChanges } from './companyChanges.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

/** Changes a company's record in one transaction, as the actor the api names (or as the database user). */
async function change(companyId: number, set: string, actor?: string) {
  await sql.client.query('begin');
  if (actor) await sql.client.query(`select set_config('tbs.actor', $1, true)`, [actor]);
  await sql.client.query(`update company set ${set} where id = $1`, [companyId]);
  await sql.client.query('commit');
}

describe('npm run staff -- company changes', () => {
  it("lists a company's country and VAT number changes, newest first, with who made them", async () => {
    const company = await buildCompany(orm, { name: `Tax ${uniqueToken()} BV`, vatNr: 'NL004495445B01' });
    await change(company.id, `vat_nr = 'NL010000446B01'`, 'contact 7 <owner@example.com> (profile)');
    await change(company.id, `country_code = 'US', vat_nr = null`);
    await change(company.id, `tel = '+1 555'`); // no tax change, no row

    const lines = (await listCompanyTaxChanges(sql.client, company.id)).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  company ${company.id} ${company.name}  country NL -> US, VAT NL010000446B01 -> \\(none\\)  by database user `,
      ),
    );
    expect(lines[1]).toContain(
      'VAT NL004495445B01 -> NL010000446B01  by contact 7 <owner@example.com> (profile)',
    );
    expect(await listCompanyTaxChanges(sql.client)).toContain(`company ${company.id} `);
  });

  it('shows control and bidi characters visibly, so a stored text cannot forge a line', async () => {
    const company = await buildCompany(orm, { country: 'US', vatNr: null });
    await change(company.id, `vat_nr = E'12\\r\\nforged\\u202e'`);
    const listed = await listCompanyTaxChanges(sql.client, company.id);
    expect(listed.split('\n')).toHaveLength(1);
    expect(listed).toContain('VAT (none) -> 12<U+000D><U+000A>forged<U+202E>');
  });

  it('says when nothing changed, and refuses an unknown company and what it does not know', async () => {
    const company = await buildCompany(orm);
    expect(await listCompanyTaxChanges(sql.client, company.id)).toBe(
      `Company ${company.id}: its billing country and VAT number were never changed.`,
    );
    await expect(listCompanyTaxChanges(sql.client, 2_000_000_000)).rejects.toThrow('No company with id');
    expect(() => companyCommand(['changes', 'x'])).toThrow('Give the company id');
    expect(() => companyCommand(['rename', '1'])).toThrow('Usage');
    expect(typeof companyCommand(['changes'])).toBe('function');
  });
});
