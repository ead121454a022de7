import { Migration } from '@mikro-orm/migrations';

/**
 * The keys an installation makes for itself on its first start when the environment sets none (outside
 * production): the captcha, simulated payment webhook and part token keys, no longer fixed in the source.
 */
export class Migration20261128060000InstallationKeys extends Migration {
  override name = 'Migration20261128060000InstallationKeys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "installation_key" ("name" text not null, "value" text not null, "created_at" timestamptz not null default now(), primary key ("name"), constraint installation_key_name_check check ("name" in ('CAPTCHA_HMAC_KEY', 'PAYMENT_WEBHOOK_SECRET', 'PART_TOKEN_KEY')));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "installation_key" cascade;`);
  }
}
