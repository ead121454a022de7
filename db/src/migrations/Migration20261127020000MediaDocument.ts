import { Migration } from '@mikro-orm/migrations';

/** The media kit's downloadable documents (the yearly European Broker Meeting reports), kept in the database. */
export class Migration20261127020000MediaDocument extends Migration {
  override name = 'Migration20261127020000MediaDocument';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "media_document" ("id" serial primary key, "slug" varchar(100) not null, "title" varchar(200) not null, "year" smallint null, "content_type" text not null, "size" int not null, "content" bytea not null, "created_at" timestamptz not null default now(), constraint media_document_size_check check (size > 0), constraint media_document_slug_check check (slug ~ '^[a-z0-9-]+$'), constraint media_document_content_type_check check ("content_type" in ('application/pdf')));`,
    );
    this.addSql(`alter table "media_document" add constraint "media_document_slug_unique" unique ("slug");`);
    // PDFs are compressed already: keep them out of line without another compression pass.
    this.addSql(`alter table "media_document" alter column "content" set storage external;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "media_document" cascade;`);
  }
}
