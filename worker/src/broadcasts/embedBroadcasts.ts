import type pg from 'pg';
import { broadcastEmbeddingText, vectorToBytes, type Embedder } from '@tbs/models';

/**
 * Embeds broadcasts and stores their vectors (one upsert per batch: running it twice writes the same rows).
 * Deleted broadcasts are skipped; a broadcast that already has a vector of this model gets it again (a
 * resend may come with an edited text).
 */
export async function embedBroadcasts(
  client: pg.ClientBase,
  model: Embedder,
  broadcastIds: readonly number[],
): Promise<number> {
  const { rows } = await client.query<{
    id: string;
    subject: string;
    message: string;
    brand: string;
    description: string;
    condition: string;
  }>(
    `select id, subject, message, brand, description, condition from broadcast
      where id = any($1::bigint[]) and deleted_at is null order by id`,
    [broadcastIds],
  );
  if (!rows.length) return 0;
  const vectors = await model.embed(rows.map((row) => broadcastEmbeddingText(row)));
  await client.query(
    `insert into broadcast_embedding (broadcast_id, model, vector)
     select id, $2, vector from unnest($1::bigint[], $3::bytea[]) as given(id, vector)
     on conflict (broadcast_id) do update set model = excluded.model, vector = excluded.vector, embedded_at = now()`,
    [rows.map((row) => row.id), model.version, vectors.map(vectorToBytes)],
  );
  // The api processes' vector indexes read the new vectors on this (delivered when the batch commits).
  await client.query(`select pg_notify('broadcast_embedding', '')`);
  return rows.length;
}
