import pg from 'pg';
import { withDefaultUser } from '@tbs/db';
import type { Embedder } from '@tbs/models';
import { embedBroadcasts } from './embedBroadcasts.ts';

export interface BackfillProps {
  databaseUrl: string;
  model: Embedder;
  /** Only broadcasts created since then (the AI method looks 30 days back); all when absent. */
  since?: Date;
  batchSize?: number;
  onBatch?: (done: number) => void;
  /** Stops after the batch in hand (the worker shutting down). */
  signal?: AbortSignal;
}

/**
 * Embeds the live broadcasts that have no vector of this model yet, oldest id first, one committed batch at a
 * time (stopping half-way loses nothing; running it again continues). The number embedded.
 */
export async function backfillEmbeddings(props: BackfillProps): Promise<number> {
  const client = new pg.Client({ connectionString: withDefaultUser(props.databaseUrl) });
  await client.connect();
  let done = 0;
  let after = 0;
  try {
    while (!props.signal?.aborted) {
      const { rows } = await client.query<{ id: string }>(
        `select b.id from broadcast b
          where b.id > $1 and b.deleted_at is null and ($3::timestamptz is null or b.created_at >= $3)
            and not exists (select 1 from broadcast_embedding e where e.broadcast_id = b.id and e.model = $4)
          order by b.id limit $2`,
        [after, props.batchSize ?? 512, props.since ?? null, props.model.version],
      );
      if (!rows.length) return done;
      const ids = rows.map((row) => Number(row.id));
      done += await embedBroadcasts(client, props.model, ids);
      after = ids.at(-1)!;
      props.onBatch?.(done);
    }
    return done;
  } finally {
    await client.end();
  }
}
