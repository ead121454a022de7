import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the worker's heartbeat is written; docker-compose.yml's health check of the worker reads it. */
export const HEARTBEAT_FILE = process.env.WORKER_HEARTBEAT_FILE || join(tmpdir(), 'tbs-worker-heartbeat');
const INTERVAL_MS = 5_000;

/**
 * Writes the time to HEARTBEAT_FILE every few seconds while the event loop turns: a probe that finds it older
 * than 30 s knows the worker hangs (a dependency being down does not stop it: the worker waits and retries).
 */
export function startHeartbeat(): { stop(): void } {
  const beat = () => writeFileSync(HEARTBEAT_FILE, String(Date.now()));
  beat();
  const timer = setInterval(beat, INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      rmSync(HEARTBEAT_FILE, { force: true });
    },
  };
}
