import { Migration } from '@mikro-orm/migrations';

/**
 * The data source of the invoice status's isNoNotif (spec part 1 section 3): a company whose invoice reminders
 * staff switched off (`npm run staff -- reminders <companyId> off`) is not reminded of a due or overdue
 * invoice. Force-pay still blocks: it is a block, not a reminder.
 */
export class Migration20261128070000aInvoiceReminders extends Migration {
  override name = 'Migration20261128070000aInvoiceReminders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add column "no_invoice_reminders" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop column "no_invoice_reminders";`);
  }
}
