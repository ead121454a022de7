import { isIP } from 'node:net';
import type { SearchOptions } from '@tbs/search';

/**
 * Whose turn a visitor's search waits for: an IPv4 address, or the /64 network of an IPv6 address (the block
 * one subscriber gets, in which a client may pick any address).
 */
export function visitorTurnKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const network = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${network.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The search lane of a request: a member's, or a visitor's taking turns with other addresses. */
export const searchLane = (member: boolean, ip: string): SearchOptions =>
  member ? { lane: 'member' } : { lane: 'visitor', address: visitorTurnKey(ip) };
