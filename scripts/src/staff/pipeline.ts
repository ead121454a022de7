/**
 * `npm run staff -- pipeline ...`: broadcasts that failed a consumer of the new-broadcast pipeline (delivery,
 * saved-search matching, live events) and wait for their next try (worker/src/broadcasts/pendingConsumer.ts).
 */
import type pg from 'pg';
import { BROADCAST_CONSUMERS, BROADCAST_PENDING_CHANNEL } from '@tbs/db';
import { StaffCommandError, type StaffCommand } from './staffCommands.ts';
import { visible } from './visibleText.ts';

export const PIPELINE_USAGE = `Usage: npm run staff -- pipeline <command>
  pipeline failed                 broadcasts whose consumer failed, with their error and next try
  pipeline retry <broadcastId>    try that broadcast again now, on every consumer it waits for`;

/** The pending rows that failed at least once, oldest first. */
export async function listFailedPending(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{
    consumer: string;
    broadcast_id: string;
    attempts: number;
    retry_at: string;
    last_error: string;
  }>(
    `select consumer, broadcast_id, attempts, to_char(retry_at, 'YYYY-MM-DD HH24:MI:SS') as retry_at, last_error
       from broadcast_pending where attempts > 0 order by queued_at, broadcast_id, consumer`,
  );
  if (!rows.length) return 'No broadcast has failed a consumer.';
  return rows
    .map(
      (row) =>
        `broadcast ${row.broadcast_id}  ${row.consumer}  ${row.attempts} failed, next try ${row.retry_at}: ${visible(row.last_error)}`,
    )
    .join('\n');
}

/** Makes a broadcast's failed rows due now (attempts kept, so a further failure waits longer) and wakes the worker. */
export async function retryPending(client: pg.Client, broadcastId: number): Promise<string> {
  const { rowCount } = await client.query(
    `with due as (update broadcast_pending set retry_at = now()
                   where broadcast_id = $1 and consumer = any($2::text[]) and attempts > 0 returning 1)
     select pg_notify('${BROADCAST_PENDING_CHANNEL}', '') from due`,
    [broadcastId, [...BROADCAST_CONSUMERS]],
  );
  if (!rowCount) throw new StaffCommandError(`Broadcast ${broadcastId} has no failed consumer waiting.`);
  return `Broadcast ${broadcastId} is tried again now (${rowCount} consumer${rowCount === 1 ? '' : 's'}).`;
}

/** The pipeline command the arguments name. */
export function pipelineCommand(args: string[]): StaffCommand {
  const [command, id, ...extra] = args;
  if (extra.length) throw new StaffCommandError(`Unexpected '${extra.join(' ')}'.\n\n${PIPELINE_USAGE}`);
  if (command === 'failed' && !id) return async (services) => listFailedPending(await services.client());
  if (command === 'retry' && id && /^\d{1,18}$/.test(id))
    return async (services) => retryPending(await services.client(), Number(id));
  throw new StaffCommandError(PIPELINE_USAGE);
}
