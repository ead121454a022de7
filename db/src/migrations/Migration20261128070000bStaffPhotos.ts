import { Migration } from '@mikro-orm/migrations';

/**
 * Photos of the operator's staff on the contact page, stored like profile pictures (stored_image, kind
 * 'staff_photo', re-encoded by sharp); staff_contact.pic_url holds the address of the serving route with the
 * image's version, or null (the page then shows initials).
 */
export class Migration20261128070000bStaffPhotos extends Migration {
  override name = 'Migration20261128070000bStaffPhotos';

  override up(): void | Promise<void> {
    this.addSql(`alter table "stored_image" add column "staff_contact_id" int null;`);
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_staff_contact_id_foreign" foreign key ("staff_contact_id") references "staff_contact" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index stored_image_staff_contact_kind_unique on stored_image (staff_contact_id, kind) where staff_contact_id is not null;`,
    );
    this.addSql(`alter table "stored_image" drop constraint "stored_image_kind_check";`);
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_kind_check" check ("kind" in ('picture', 'picture_large', 'logo', 'staff_photo'));`,
    );
    this.addSql(`alter table "stored_image" drop constraint "stored_image_owner_check";`);
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_owner_check" check (${OWNER_CHECK});`,
    );
    // Whatever pic_url held was never served by us (the demo world set none): the page shows initials until a
    // photo is stored.
    this.addSql(`update "staff_contact" set "pic_url" = null where "pic_url" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "staff_contact" set "pic_url" = null where "pic_url" is not null;`);
    this.addSql(`delete from "stored_image" where "kind" = 'staff_photo';`);
    this.addSql(`alter table "stored_image" drop constraint "stored_image_owner_check";`);
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_owner_check" check ((kind = 'logo' and company_id is not null and contact_id is null) or (kind <> 'logo' and contact_id is not null and company_id is null));`,
    );
    this.addSql(`alter table "stored_image" drop constraint "stored_image_kind_check";`);
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_kind_check" check ("kind" in ('picture', 'picture_large', 'logo'));`,
    );
    this.addSql(`alter table "stored_image" drop column "staff_contact_id";`);
  }
}

/** Exactly one owner, the one its kind belongs to (as the entity's check in db/src/entities/storedImage.ts). */
const OWNER_CHECK =
  "(kind = 'logo' and company_id is not null and contact_id is null and staff_contact_id is null) or " +
  "(kind in ('picture', 'picture_large') and contact_id is not null and company_id is null and staff_contact_id is null) or " +
  "(kind = 'staff_photo' and staff_contact_id is not null and contact_id is null and company_id is null)";
