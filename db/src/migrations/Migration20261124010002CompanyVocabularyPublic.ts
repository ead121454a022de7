import { Migration } from '@mikro-orm/migrations';

/**
 * Which words of the directory's vocabulary a visitor may search: those of names, profiles and service
 * categories (is_public), not those found only in contact persons' names. A visitor's typo lookup reads only
 * public words, so neither its readings nor whether a word counts as already spelled right depend on
 * contacts a visitor may not see.
 */
export class Migration20261124010002CompanyVocabularyPublic extends Migration {
  override name = 'Migration20261124010002CompanyVocabularyPublic';

  override up(): void | Promise<void> {
    this.addSql(`alter table "search_company_lexeme" add column "is_public" boolean not null default false;`);
    this.addSql(`update search_company_lexeme l set is_public = true
  where exists (select 1 from search_company s, unnest(s.words) w where w.lexeme = l.lexeme);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "search_company_lexeme" drop column "is_public";`);
  }
}
