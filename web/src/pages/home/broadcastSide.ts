import type { BroadcastSide, BroadcastSummary } from '../../api/types.ts';

/** WTB or WTS of a broadcast, from `side` or else from `type`; null when neither says. */
export function broadcastSide(broadcast: Pick<BroadcastSummary, 'side' | 'type'>): BroadcastSide | null {
  const side = (broadcast.side ?? broadcast.type ?? '').toUpperCase();
  return side === 'WTB' || side === 'WTS' ? side : null;
}
