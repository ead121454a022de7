import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Runs `work` in a transaction on a client of the pool and commits when it resolves. A checked-out client has no
 * error listener of the pool's, so a connection lost mid-batch would end the process: it is logged instead, the
 * transaction rolled back, and the client dropped rather than handed back to the pool for the next batch.
 */
export async function inBatchTransaction<T>(
  pool: pg.Pool,
  logger: Logger,
  name: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const onLost = (error: Error) => logger.warn({ err: error }, `${name} connection lost mid-batch`);
  client.on('error', onLost);
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    client.off('error', onLost);
    client.release();
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release(true);
    throw error;
  }
}
