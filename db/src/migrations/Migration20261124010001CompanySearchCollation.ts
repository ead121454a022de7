import { Migration } from '@mikro-orm/migrations';

const SORT_COLUMNS = ['name_sort', 'country_name', 'profile_sort'];

/**
 * The directory's sort keys compare byte by byte (collation "C"): they are folded to lower case without
 * accents already, so the order is the same as the database's C.UTF-8, but a comparison is a memcmp instead
 * of a call to the C library's strcoll. A broad word's top-N sort over its thousands of matches took as long
 * as reading them (docs/benchmarks.md, "Company directory").
 */
export class Migration20261124010001CompanySearchCollation extends Migration {
  override name = 'Migration20261124010001CompanySearchCollation';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "search_company" ${SORT_COLUMNS.map((column) => `alter column "${column}" type text collate "C"`).join(', ')};`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "search_company" ${SORT_COLUMNS.map((column) => `alter column "${column}" type text collate "default"`).join(', ')};`,
    );
  }
}
