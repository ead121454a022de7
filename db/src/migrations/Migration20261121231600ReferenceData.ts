import { Migration } from '@mikro-orm/migrations';
import {
  BROADCAST_LISTS,
  COUNTRIES,
  DEFAULT_SETTINGS,
  NEWS_CATEGORIES,
  SERVICE_CATEGORIES,
} from '../reference/countries.ts';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Extensions and the reference data every installation needs. */
export class Migration20261121231600ReferenceData extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists unaccent;');
    this.addSql(
      `insert into country (code, name, is_eu, lat, lng) values ${COUNTRIES.map(
        ([code, name, isEu, lat, lng]) => `(${quote(code)}, ${quote(name)}, ${isEu}, ${lat}, ${lng})`,
      ).join(', ')};`,
    );
    this.addSql(
      `insert into broadcast_list (id, name, sort_order, mailbox) values ${BROADCAST_LISTS.map(
        ([id, name], index) =>
          `(${id}, ${quote(name)}, ${index + 1}, ${quote(`${name.toLowerCase().replace(/[^a-z]+/g, '-')}@lists.tbs.local`)})`,
      ).join(', ')};`,
    );
    this.addSql(
      `insert into news_category (id, cat_url, cat_description, sort_order) values ${NEWS_CATEGORIES.map(
        ([id, url, name], index) => `(${id}, ${quote(url)}, ${quote(name)}, ${index + 1})`,
      ).join(', ')};`,
    );
    this.addSql(
      `insert into service_category (id, name, img_name) values ${SERVICE_CATEGORIES.map(
        (name, index) =>
          `(${index + 1}, ${quote(name)}, ${quote(`${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`)})`,
      ).join(', ')};`,
    );
    this.addSql(
      `insert into setting (key, value) values ${Object.entries(DEFAULT_SETTINGS)
        .map(([key, value]) => `(${quote(key)}, ${quote(JSON.stringify(value))}::jsonb)`)
        .join(', ')};`,
    );
  }

  override async down(): Promise<void> {
    for (const table of ['setting', 'service_category', 'news_category', 'broadcast_list', 'country']) {
      this.addSql(`delete from "${table}";`);
    }
  }
}
