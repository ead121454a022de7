import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { compareStreamIds, liveStreamKey, parseLiveEventFields, type LiveStreamEntry } from '@tbs/contracts';

type RawEntry = [id: string, fields: string[]];

export type CatchUp = { entries: LiveStreamEntry[] } | { gone: true };

export interface LiveHubOptions {
  /** The process's shared connection; the hub opens its own (a blocking XREAD holds a connection). */
  redis: Redis;
  logger: Logger;
  /** Defaults to config().REDIS_PREFIX. */
  prefix?: string;
  /** How long one XREAD waits for new entries. */
  blockMs?: number;
}

function toEntries(raw: RawEntry[]): LiveStreamEntry[] {
  const entries: LiveStreamEntry[] = [];
  for (const [id, fields] of raw) {
    const event = parseLiveEventFields(fields);
    if (event) entries.push({ id, event });
  }
  return entries;
}

/**
 * One per api process: follows the live stream with XREAD BLOCK on a dedicated connection and hands every new
 * entry to the sockets of this process. Cross-process fan-out is Redis's: each process reads the same stream.
 */
export class LiveHub {
  private readonly reader: Redis;
  private readonly redis: Redis;
  private readonly logger: Logger;
  private readonly key: string;
  private readonly blockMs: number;
  private readonly listeners = new Set<(entry: LiveStreamEntry) => void>();
  private lastId = '0-0';
  private closed = false;
  private loop: Promise<void> | undefined;

  constructor(options: LiveHubOptions) {
    this.redis = options.redis;
    this.reader = options.redis.duplicate({ maxRetriesPerRequest: null });
    this.logger = options.logger;
    this.key = liveStreamKey(options.prefix);
    this.blockMs = options.blockMs ?? 5000;
  }

  /** Starts following from the stream's current end (older entries are for catch-up only). */
  async start(): Promise<void> {
    const last = (await this.redis.xrevrange(this.key, '+', '-', 'COUNT', 1)) as RawEntry[];
    this.lastId = last[0]?.[0] ?? '0-0';
    this.loop = this.follow();
  }

  /** The id of the last entry this process has seen: where a new socket starts. */
  position(): string {
    return this.lastId;
  }

  subscribe(listener: (entry: LiveStreamEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The entries after `lastEventId`, or `gone` when some of them may be missing: the stream was trimmed past it
   * (or deleted, e.g. Redis was flushed), the id is ahead of the stream (another Redis), or more than `limit`.
   * A client whose id is just older than the oldest entry kept is told to refetch although it may have missed
   * nothing: Redis does not record what trimming removed, and one list reload costs little.
   */
  async since(lastEventId: string, limit: number): Promise<CatchUp> {
    const info = await this.streamInfo();
    if (!info) return lastEventId === '0-0' ? { entries: [] } : { gone: true };
    const ahead = compareStreamIds(lastEventId, info.lastGeneratedId);
    if (ahead > 0) return { gone: true };
    if (ahead === 0) return { entries: [] };
    const trimmed = info.entriesAdded > info.length;
    if (trimmed && (!info.firstId || compareStreamIds(info.firstId, lastEventId) > 0)) return { gone: true };
    const raw = (await this.redis.xrange(this.key, `(${lastEventId}`, '+', 'COUNT', limit + 1)) as RawEntry[];
    if (raw.length > limit) return { gone: true };
    return { entries: toEntries(raw) };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    // Ends the blocking XREAD at once (quit would wait for it).
    this.reader.disconnect();
    await this.loop;
  }

  private async streamInfo(): Promise<{
    lastGeneratedId: string;
    firstId: string | undefined;
    length: number;
    entriesAdded: number;
  } | null> {
    let raw: unknown[];
    try {
      raw = (await this.redis.xinfo('STREAM', this.key)) as unknown[];
    } catch (error) {
      if (/no such key/i.test((error as Error).message)) return null;
      throw error;
    }
    const fields = new Map<string, unknown>();
    for (let index = 0; index + 1 < raw.length; index += 2) fields.set(String(raw[index]), raw[index + 1]);
    const first = fields.get('first-entry') as RawEntry | null | undefined;
    return {
      lastGeneratedId: String(fields.get('last-generated-id') ?? '0-0'),
      firstId: first?.[0],
      length: Number(fields.get('length') ?? 0),
      entriesAdded: Number(fields.get('entries-added') ?? 0),
    };
  }

  private async follow(): Promise<void> {
    while (!this.closed) {
      try {
        const answer = (await this.reader.xread(
          'COUNT',
          1000,
          'BLOCK',
          this.blockMs,
          'STREAMS',
          this.key,
          this.lastId,
        )) as [string, RawEntry[]][] | null;
        if (!answer) continue;
        for (const [, raw] of answer) {
          if (raw.length) this.lastId = raw[raw.length - 1]![0];
          for (const entry of toEntries(raw)) {
            for (const listener of this.listeners) {
              try {
                listener(entry);
              } catch (error) {
                this.logger.error({ err: error }, 'live listener failed');
              }
            }
          }
        }
      } catch (error) {
        if (this.closed) return;
        this.logger.warn({ err: error }, 'live stream read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}
