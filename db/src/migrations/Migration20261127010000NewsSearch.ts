import { Migration } from '@mikro-orm/migrations';

/**
 * News search and lists. news_search_text() is the searchable text of a post (title and body without its
 * tags), and a trigram index over it answers the /news search box's `ilike '%word%'` for any part of a word
 * without reading every body. news_list_idx serves the list order (pinned first, then newest) per category
 * and for all categories.
 */
export class Migration20261127010000NewsSearch extends Migration {
  override name = 'Migration20261127010000NewsSearch';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create or replace function news_search_text(title text, body_html text) returns text
         language sql immutable parallel safe
         return lower(title || ' ' || replace(regexp_replace(body_html, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '));`,
    );
    this.addSql(
      `create index news_search_idx on news using gin (news_search_text(title, body_html) gin_trgm_ops);`,
    );
    this.addSql(`create index news_list_idx on news (is_pinned desc, date desc, id desc);`);
    this.addSql(
      `create index news_category_list_idx on news (category_id, is_pinned desc, date desc, id desc);`,
    );
    this.addSql(`drop index "news_category_id_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "news_category_id_index" on "news" ("category_id");`);
    this.addSql(`drop index "news_category_list_idx";`);
    this.addSql(`drop index "news_list_idx";`);
    this.addSql(`drop index "news_search_idx";`);
    this.addSql(`drop function news_search_text(text, text);`);
  }
}
