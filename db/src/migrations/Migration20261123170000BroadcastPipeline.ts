import { Migration } from '@mikro-orm/migrations';

/**
 * The new-broadcast pipeline: every insert into broadcast (one row or a COPY) queues one row per consumer in
 * broadcast_pending, in the same transaction, and wakes the worker. The consumers (delivery, saved-search
 * matching, live updates) each claim their own rows, so one failing never holds up the others.
 */
export class Migration20261123170000BroadcastPipeline extends Migration {
  override name = 'Migration20261123170000BroadcastPipeline';

  override up(): void | Promise<void> {
    this.addSql(`create table broadcast_pending (
      consumer text not null check (consumer in ('delivery', 'savedSearch', 'live')),
      broadcast_id bigint not null,
      queued_at timestamptz not null default now(),
      primary key (consumer, broadcast_id),
      constraint broadcast_pending_broadcast_id_foreign foreign key (broadcast_id) references broadcast (id)
        on delete cascade
    );`);
    this.addSql(`create index broadcast_pending_broadcast_idx on broadcast_pending (broadcast_id);`);
    this.addSql(`create function broadcast_pending_enqueue() returns trigger language plpgsql as $$
      begin
        insert into broadcast_pending (consumer, broadcast_id)
          select consumer, inserted.id
            from inserted cross join unnest(array['delivery', 'savedSearch', 'live']) as consumer
          on conflict do nothing;
        perform pg_notify('broadcast_pending', '');
        return null;
      end $$;`);
    this.addSql(`create trigger broadcast_pending_after_insert after insert on broadcast
      referencing new table as inserted for each statement execute function broadcast_pending_enqueue();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger broadcast_pending_after_insert on broadcast;`);
    this.addSql(`drop function broadcast_pending_enqueue();`);
    this.addSql(`drop table broadcast_pending;`);
  }
}
