import { Migration } from '@mikro-orm/migrations';

/**
 * Profile pictures and logos in the database (stored_image), re-encoded by the api. Contact.profile_pic,
 * has_large_pic and Company.pic_url now hold the address of the serving route with the image's version (or
 * null/false); anything else they held (the demo world sets none; a legacy data URL or path was never checked
 * or re-encoded) is cleared rather than served, and can be uploaded again through the api.
 */
export class Migration20261124040000PictureStorage extends Migration {
  override name = 'Migration20261124040000PictureStorage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stored_image" ("id" serial primary key, "kind" text not null, "contact_id" int null, "company_id" int null, "mime_type" text not null, "width" smallint not null, "height" smallint not null, "size" int not null, "content" bytea not null, "created_at" timestamptz not null default now());`,
    );
    // JPEG and PNG are compressed already: keep them out of line without another (wasted) compression pass.
    this.addSql(`alter table "stored_image" alter column "content" set storage external;`);
    this.addSql(
      `create unique index stored_image_contact_kind_unique on stored_image (contact_id, kind) where contact_id is not null;`,
    );
    this.addSql(
      `create unique index stored_image_company_kind_unique on stored_image (company_id, kind) where company_id is not null;`,
    );
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_owner_check" check ((kind = 'logo' and company_id is not null and contact_id is null) or (kind <> 'logo' and contact_id is not null and company_id is null));`,
    );
    this.addSql(`alter table "stored_image" add constraint "stored_image_width_check" check (width > 0);`);
    this.addSql(`alter table "stored_image" add constraint "stored_image_height_check" check (height > 0);`);
    this.addSql(`alter table "stored_image" add constraint "stored_image_size_check" check (size > 0);`);
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_kind_check" check ("kind" in ('picture', 'picture_large', 'logo'));`,
    );
    this.addSql(
      `alter table "stored_image" add constraint "stored_image_mime_type_check" check ("mime_type" in ('image/jpeg', 'image/png'));`,
    );
    this.addSql(
      `update "contact" set "profile_pic" = null, "has_large_pic" = false where "profile_pic" is not null or "has_large_pic";`,
    );
    this.addSql(`update "company" set "pic_url" = null where "pic_url" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update "contact" set "profile_pic" = null, "has_large_pic" = false where "profile_pic" is not null or "has_large_pic";`,
    );
    this.addSql(`update "company" set "pic_url" = null where "pic_url" is not null;`);
    this.addSql(`drop table if exists "stored_image" cascade;`);
  }
}
