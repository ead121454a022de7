import { Migration } from '@mikro-orm/migrations';

/**
 * Complaints are reviewed before they count: a new complaint is 'pending' and withholds no tier; staff accept
 * it ('open': accepted and unsolved, the only status that withholds the tier, as before) or reject it.
 * reviewed_at and reviewed_by record who accepted or rejected it. Complaints already 'open' stay open: they
 * withheld the tier before this change, and only staff change that (by rejecting or solving them).
 */
export class Migration20261128010000ComplaintReview extends Migration {
  override name = 'Migration20261128010000ComplaintReview';

  override up(): void | Promise<void> {
    this.addSql(`alter table "complaint" drop constraint "complaint_status_check";`);
    this.addSql(
      `alter table "complaint" add constraint "complaint_status_check" check ("status" in ('pending', 'open', 'solved', 'rejected'));`,
    );
    this.addSql(`alter table "complaint" alter column "status" set default 'pending';`);
    this.addSql(`alter table "complaint" add column "reviewed_at" timestamptz null;`);
    this.addSql(`alter table "complaint" add column "reviewed_by" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    // Before review existed, every complaint not closed was open (and withheld the tier).
    this.addSql(`update "complaint" set "status" = 'open' where "status" = 'pending';`);
    this.addSql(`alter table "complaint" drop column "reviewed_by";`);
    this.addSql(`alter table "complaint" drop column "reviewed_at";`);
    this.addSql(`alter table "complaint" alter column "status" set default 'open';`);
    this.addSql(`alter table "complaint" drop constraint "complaint_status_check";`);
    this.addSql(
      `alter table "complaint" add constraint "complaint_status_check" check ("status" in ('open', 'solved', 'rejected'));`,
    );
  }
}
