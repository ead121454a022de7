import { Migration } from '@mikro-orm/migrations';

/**
 * The AI possible matches: a fourth consumer of the new-broadcast pipeline, 'embedding', and the table it
 * fills, one vector per broadcast (float32 little-endian in bytea: pgvector is not available here). `model`
 * names the model file that made the vector, so vectors of another model are never compared.
 */
export class Migration20261128211000BroadcastEmbedding extends Migration {
  override name = 'Migration20261128211000BroadcastEmbedding';

  override up(): void | Promise<void> {
    this.addSql(`create table broadcast_embedding (
      broadcast_id bigint primary key,
      model text not null,
      vector bytea not null,
      embedded_at timestamptz not null default now(),
      constraint broadcast_embedding_broadcast_id_foreign foreign key (broadcast_id) references broadcast (id)
        on update cascade on delete cascade
    );`);
    this.addSql(`create index broadcast_embedding_embedded_idx on broadcast_embedding (embedded_at);`);
    this.addSql(`alter table broadcast_pending drop constraint broadcast_pending_consumer_check;`);
    this.addSql(`alter table broadcast_pending add constraint broadcast_pending_consumer_check
      check (consumer in ('delivery', 'savedSearch', 'live', 'embedding'));`);
    this.addSql(pipelineFunction(['delivery', 'savedSearch', 'live', 'embedding']));
  }

  override down(): void | Promise<void> {
    this.addSql(pipelineFunction(['delivery', 'savedSearch', 'live']));
    this.addSql(`delete from broadcast_pending where consumer = 'embedding';`);
    this.addSql(`alter table broadcast_pending drop constraint broadcast_pending_consumer_check;`);
    this.addSql(`alter table broadcast_pending add constraint broadcast_pending_consumer_check
      check (consumer in ('delivery', 'savedSearch', 'live'));`);
    this.addSql(`drop table broadcast_embedding;`);
  }
}

function pipelineFunction(consumers: readonly string[]): string {
  return `create or replace function broadcast_pending_enqueue() returns trigger language plpgsql as $$
      begin
        insert into broadcast_pending (consumer, broadcast_id)
          select consumer, inserted.id
            from inserted cross join unnest(array[${consumers.map((name) => `'${name}'`).join(', ')}]) as consumer
          on conflict do nothing;
        perform pg_notify('broadcast_pending', '');
        return null;
      end $$;`;
}
