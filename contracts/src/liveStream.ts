import { config } from '@tbs/config';

/**
 * The Redis stream of new broadcasts for open lists: the worker's 'live' consumer appends, every api process
 * reads it and pushes to its sockets (api/src/live/). An event holds only what a visitor's list shows anyway
 * (id, list, side, date), so the same event goes to members and visitors.
 */
export interface LiveBroadcastEvent {
  broadcastId: number;
  listId: number;
  side: 'WTB' | 'WTS';
  /** When the broadcast was sent (its resend time after a resend), ISO 8601. */
  createdAt: string;
}

/** A stream entry: its id (`<ms>-<seq>`, what a reconnecting client sends back) and the event. */
export interface LiveStreamEntry {
  id: string;
  event: LiveBroadcastEvent;
}

/** `<REDIS_PREFIX>:live:broadcasts`: one stream per product (and per test worker). */
export function liveStreamKey(prefix: string = config().REDIS_PREFIX): string {
  return `${prefix}:live:broadcasts`;
}

/** The stream fields of an event (short names: the stream keeps thousands of them). */
export function liveEventFields(event: LiveBroadcastEvent): string[] {
  return ['b', String(event.broadcastId), 'l', String(event.listId), 's', event.side, 'c', event.createdAt];
}

/** The event of a stream entry's fields, or null when they are not one (written by something else). */
export function parseLiveEventFields(fields: readonly string[]): LiveBroadcastEvent | null {
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) map.set(fields[index]!, fields[index + 1]!);
  const broadcastId = Number(map.get('b'));
  const listId = Number(map.get('l'));
  const side = map.get('s');
  const createdAt = map.get('c');
  if (!Number.isSafeInteger(broadcastId) || !Number.isSafeInteger(listId)) return null;
  if ((side !== 'WTB' && side !== 'WTS') || !createdAt) return null;
  return { broadcastId, listId, side, createdAt };
}

export const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

/** Orders two stream ids (`<ms>-<seq>`): negative when a comes first. */
export function compareStreamIds(a: string, b: string): number {
  const [aMs = 0n, aSeq = 0n] = a.split('-').map(BigInt);
  const [bMs = 0n, bSeq = 0n] = b.split('-').map(BigInt);
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  if (aSeq !== bSeq) return aSeq < bSeq ? -1 : 1;
  return 0;
}
