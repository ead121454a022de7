import { Migration } from '@mikro-orm/migrations';

/**
 * The seller as it stood when an invoice or credit note was made (the operator's details, setting
 * operatorDetails), so its PDF reads the same on every download even after the operator moves or changes
 * bank. Existing documents take today's details.
 */
export class Migration20261125040000InvoiceSeller extends Migration {
  override name = 'Migration20261125040000InvoiceSeller';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "seller" jsonb null;`);
    this.addSql(`alter table "credit_note" add column "seller" jsonb null;`);
    this.addSql(`update "invoice" set "seller" = (select value from setting where key = 'operatorDetails');`);
    this.addSql(
      `update "credit_note" set "seller" = (select value from setting where key = 'operatorDetails');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column "seller";`);
    this.addSql(`alter table "credit_note" drop column "seller";`);
  }
}
