import { BlockList, isIP } from 'node:net';
import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) as '10.0.0.1'; other text unchanged. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address.trim());
  return mapped ? mapped[1]! : address.trim();
}

/** A test for "is this address in one of these addresses or CIDR blocks" (entries as TRUST_PROXY lists them). */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [rawAddress = '', bits] = entry.split('/');
    const address = plainAddress(rawAddress);
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (candidate) => {
    const address = plainAddress(candidate);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export const isLoopback = addressMatcher(['127.0.0.0/8', '::1']);

const splitList = (header: string) =>
  header
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The client's address: the TCP peer, or when the peer is a trusted proxy, the first address walking
 * X-Forwarded-For from the nearest hop that is not a trusted proxy (each trusted proxy vouches for the one
 * before it). Also used for websocket upgrades, which do not pass through Koa.
 */
export function resolveClientAddress(
  peerAddress: string,
  forwardedFor: string | undefined,
  isTrusted: (address: string) => boolean,
): string {
  const peer = plainAddress(peerAddress);
  let client = peer;
  if (!isTrusted(peer)) return client;
  const hops = splitList(forwardedFor ?? '');
  while (hops.length > 0 && isTrusted(client)) {
    const hop = plainAddress(hops.pop()!);
    // A malformed hop ends the walk: the last proxy that vouched is all we know.
    if (isIP(hop) === 0) break;
    client = hop;
  }
  return client;
}

/**
 * Sets ctx.ip (and ctx.protocol/ctx.secure) from the TCP peer, believing X-Forwarded-For and X-Forwarded-Proto
 * only when the peer is one of the named proxies. Walking X-Forwarded-For from the nearest hop, each trusted
 * proxy vouches for the address before it; the first address that is not a trusted proxy is the client. A
 * client that reaches the api directly therefore cannot choose its address by sending the header itself.
 */
export function clientAddress(trustedProxies: readonly string[]): Middleware<AppState> {
  const isTrusted = addressMatcher(trustedProxies);
  return async (ctx, next) => {
    const peer = plainAddress(ctx.req.socket.remoteAddress ?? '');
    const client = resolveClientAddress(peer, ctx.get('X-Forwarded-For'), isTrusted);
    if (isTrusted(peer)) {
      const proto = splitList(ctx.get('X-Forwarded-Proto'))[0]?.toLowerCase();
      if (proto === 'https') {
        // Koa's own proxy mode would trust any peer; this makes ctx.secure true only via a named proxy.
        Object.defineProperty(ctx.request, 'protocol', { value: 'https', configurable: true });
      }
    }
    ctx.request.ip = client;
    await next();
  };
}
