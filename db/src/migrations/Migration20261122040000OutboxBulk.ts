import { Migration } from '@mikro-orm/migrations';

/** The part outbox trigger functions of Migration20261122001457, with or without the bulk switch. */
function partTriggerFunctions(bulkSwitch: boolean): string[] {
  const skip = bulkSwitch
    ? `\n  if current_setting('tbs.outbox_bulk', true) = 'on' then return null; end if;`
    : '';
  return [
    `create or replace function index_outbox_parts_new() returns trigger language plpgsql as $$
begin${skip}
  insert into index_outbox (doc_type, doc_id) select 'part', id from new_rows;
  perform pg_notify('index_outbox', '');
  return null;
end $$;`,
    `create or replace function index_outbox_parts_old() returns trigger language plpgsql as $$
begin${skip}
  insert into index_outbox (doc_type, doc_id) select 'part', id from old_rows;
  perform pg_notify('index_outbox', '');
  return null;
end $$;`,
  ];
}

/**
 * Bulk writes (the inventory import) set `tbs.outbox_bulk = 'on'` locally and put one ('company', id)
 * outbox row themselves, instead of one row per changed part.
 */
export class Migration20261122040000OutboxBulk extends Migration {
  override name = 'Migration20261122040000OutboxBulk';

  override up(): void | Promise<void> {
    for (const sql of partTriggerFunctions(true)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of partTriggerFunctions(false)) this.addSql(sql);
  }
}
