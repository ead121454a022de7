import { Migration } from '@mikro-orm/migrations';
import { companyNameKey } from '../companyNameKey.ts';

/** Rows keyed per statement: the keys travel as one JSON parameter. */
const BATCH = 2000;

/**
 * Look-alike company names (issue 21): `name_key` (companyNameKey: normalised, legal form dropped,
 * confusables folded) on company and registration_request, filled here for the rows there are, so a
 * registration's duplicate check is one indexed comparison. A pending request for a name that looks like an
 * earlier pending one's keeps no key (staff decide on both; approval still compares its name with the members'),
 * so the unique index of pending names can be built. A later change of companyNameKey needs a migration that
 * fills the keys again.
 */
export class Migration20261128040000CompanyNameKey extends Migration {
  override name = 'Migration20261128040000CompanyNameKey';

  override async up(): Promise<void> {
    await this.execute(`alter table "company" add column "name_key" text null;`);
    await this.execute(`alter table "registration_request" add column "name_key" text null;`);
    await this.fillNameKeys('company', 'name');
    await this.fillNameKeys('registration_request', 'company');
    await this.execute(
      `update registration_request r set name_key = null
        where r.status = 'pending'
          and exists (select 1 from registration_request earlier
                       where earlier.status = 'pending' and earlier.name_key = r.name_key and earlier.id < r.id);`,
    );
    await this.execute(`create index company_name_key_idx on company (name_key) where is_active;`);
    await this.execute(`drop index "registration_request_pending_company";`);
    await this.execute(
      `create unique index registration_request_pending_name_key on registration_request (name_key) where status = 'pending';`,
    );
  }

  override async down(): Promise<void> {
    await this.execute(`drop index "registration_request_pending_name_key";`);
    await this.execute(
      `create unique index registration_request_pending_company on registration_request (lower(company)) where status = 'pending';`,
    );
    await this.execute(`drop index "company_name_key_idx";`);
    await this.execute(`alter table "registration_request" drop column "name_key";`);
    await this.execute(`alter table "company" drop column "name_key";`);
  }

  /** Writes companyNameKey(`column`) to every row of `table`, BATCH rows a statement. */
  private async fillNameKeys(table: 'company' | 'registration_request', column: 'name' | 'company') {
    const rows = (await this.execute(`select id, "${column}" as name from "${table}" order by id;`)) as {
      id: number;
      name: string;
    }[];
    for (let start = 0; start < rows.length; start += BATCH) {
      const keys = rows
        .slice(start, start + BATCH)
        .map(({ id, name }) => ({ id, key: companyNameKey(name) }));
      await this.execute(
        `update "${table}" t set name_key = v.key
           from jsonb_to_recordset(?::jsonb) as v(id int, key text) where t.id = v.id;`,
        [JSON.stringify(keys)],
      );
    }
  }
}
