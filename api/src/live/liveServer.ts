import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { config } from '@tbs/config';
import { compareStreamIds, type LiveStreamEntry } from '@tbs/contracts';
import { findLiveSession } from '../auth/sessions.ts';
import { SESSION_ENDED_MESSAGE } from '../errors.ts';
import { addressMatcher, resolveClientAddress } from '../middlewares/clientAddress.ts';
import { RateLimiter } from '../rateLimit/rateLimiter.ts';
import { LiveHub } from './liveHub.ts';
import {
  HELLO_TIMEOUT_MS,
  HelloSchema,
  LIVE_CLOSE,
  LIVE_PATH,
  MAX_BUFFERED_BYTES,
  MAX_CATCH_UP_EVENTS,
  MAX_CLIENT_MESSAGE_BYTES,
  type Hello,
  type LiveServerMessage,
} from './protocol.ts';
import { SocketSlots, type SlotHolder } from './socketSlots.ts';

export interface LiveSettings {
  maxSocketsPerIp: number;
  /** Socket openings per client IP a minute: a client reconnecting in a loop costs Redis and a session lookup each time. */
  maxConnectsPerIpPerMinute: number;
  maxSocketsPerContact: number;
  pingIntervalMs: number;
  sessionIdleTimeoutMinutes: number;
}

export interface LiveOptions {
  /** The api's HTTP server; the live socket is its upgrade on LIVE_PATH. */
  server: Server;
  orm: MikroORM;
  redis: Redis;
  logger: Logger;
  /** As the app's: the proxies whose X-Forwarded-For names the client (for the per-IP cap). */
  trustProxy?: readonly string[];
  /** An Origin equal to this one's origin is accepted besides the request's own host; config().PUBLIC_URL. */
  publicUrl?: string;
  /** Defaults to config().REDIS_PREFIX. */
  prefix?: string;
  /** Overrides of the configured limits (tests). */
  settings?: Partial<LiveSettings>;
}

export interface LiveUpdates {
  /** Sockets open on this process. */
  socketCount(): number;
  /** Closes every socket with 1001 (clients reconnect to another process) and stops reading the stream. */
  close(): Promise<void>;
}

interface Client {
  ws: WebSocket;
  alive: boolean;
  slots: SlotHolder[];
  /** Id of the last event sent (or the position the client starts from); later events only. */
  lastSent: string;
  /** Events that arrived while the catch-up was read; null once the socket is live. */
  pending: LiveStreamEntry[] | null;
  unsubscribe?: () => void;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Only pages of our own origin may open the socket (a browser always sends Origin on a websocket; another site's
 * page would otherwise ride a visitor's connection). Clients without Origin are not browsers and are let in:
 * they could send any Origin anyway, and the token is checked separately.
 */
export function isSameOrigin(request: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.host === request.headers.host) return true;
  return publicUrl !== undefined && parsed.origin === new URL(publicUrl).origin;
}

/**
 * The live socket of the broadcast lists: `GET /api/live` upgraded to a websocket (docs/api.md "Live
 * updates"). Visitors get the same events as members: the home list is live for them, and an event carries only
 * what the visitor's list shows anyway (id, list, side, date; never the company). A token is still read so that
 * a member's sockets count against their own cap rather than only the office's IP; a dead one closes the socket
 * with LIVE_CLOSE.sessionEnded.
 */
export async function attachLiveUpdates(options: LiveOptions): Promise<LiveUpdates> {
  const env = config();
  const settings: LiveSettings = {
    maxSocketsPerIp: env.LIVE_MAX_SOCKETS_PER_IP,
    maxConnectsPerIpPerMinute: env.LIVE_MAX_CONNECTS_PER_IP_MINUTE,
    maxSocketsPerContact: env.LIVE_MAX_SOCKETS_PER_CONTACT,
    pingIntervalMs: env.LIVE_PING_INTERVAL_S * 1000,
    sessionIdleTimeoutMinutes: env.SESSION_IDLE_TIMEOUT_MINUTES,
    ...options.settings,
  };
  const { orm, logger, server } = options;
  const log = logger.child({ component: 'live' });
  const prefix = options.prefix ?? env.REDIS_PREFIX;
  const isTrusted = addressMatcher(options.trustProxy ?? []);
  const publicUrl = options.publicUrl ?? env.PUBLIC_URL;
  const hub = new LiveHub({ redis: options.redis, logger: log, prefix });
  await hub.start();
  const slots = new SocketSlots(options.redis, { prefix, ttlMs: settings.pingIntervalMs * 3 });
  const connects = new RateLimiter(options.redis, {
    name: 'live-connect',
    limit: settings.maxConnectsPerIpPerMinute,
    windowSeconds: 60,
    prefix,
    tooMany: 'live connections',
  });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const clients = new Set<Client>();
  let closing = false;

  const send = (client: Client, message: LiveServerMessage) => {
    if (client.ws.readyState !== WebSocket.OPEN) return;
    // A client that does not read (or reads slower than we write) is dropped rather than buffered for ever.
    if (client.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.ws.terminate();
      return;
    }
    client.ws.send(JSON.stringify(message));
  };

  const sendEntry = (client: Client, entry: LiveStreamEntry) => {
    if (compareStreamIds(entry.id, client.lastSent) <= 0) return;
    client.lastSent = entry.id;
    send(client, { type: 'broadcast', id: entry.id, ...entry.event });
  };

  const release = (client: Client) => {
    client.unsubscribe?.();
    clients.delete(client);
    const held = client.slots;
    client.slots = [];
    slots.release(held).catch((error: unknown) => log.warn({ err: error }, 'live slot release failed'));
  };

  async function welcome(client: Client, hello: Hello): Promise<void> {
    let member = false;
    if (hello.token) {
      const live = await findLiveSession(
        orm.em.fork(),
        hello.token,
        settings.sessionIdleTimeoutMinutes * 60_000,
      );
      // As over HTTP, a dead token is told so rather than served as a visitor: the app signs out and says why.
      if (!live) {
        client.ws.close(LIVE_CLOSE.sessionEnded, SESSION_ENDED_MESSAGE);
        return;
      }
      const holder = { key: slots.key('contact', live.session.contact.id), member: randomUUID() };
      if (!(await slots.take(holder, settings.maxSocketsPerContact))) {
        client.ws.close(LIVE_CLOSE.tooMany, 'Too many live connections');
        return;
      }
      client.slots.push(holder);
      member = true;
    }
    if (client.ws.readyState !== WebSocket.OPEN) {
      release(client);
      return;
    }
    client.pending = [];
    client.unsubscribe = hub.subscribe((entry) => {
      if (client.pending) client.pending.push(entry);
      else sendEntry(client, entry);
    });
    const start = hub.position();
    client.lastSent = start;
    send(client, { type: 'ready', member, lastEventId: hello.lastEventId ?? start });
    if (hello.lastEventId) {
      const missed = await hub.since(hello.lastEventId, MAX_CATCH_UP_EVENTS);
      if ('gone' in missed) {
        send(client, { type: 'refetch', lastEventId: start });
      } else {
        client.lastSent = hello.lastEventId;
        for (const entry of missed.entries) sendEntry(client, entry);
      }
    }
    const pending = client.pending;
    client.pending = null;
    for (const entry of pending) sendEntry(client, entry);
  }

  function onConnection(ws: WebSocket, ipSlot: SlotHolder): void {
    const client: Client = { ws, alive: true, slots: [ipSlot], lastSent: '0-0', pending: null };
    clients.add(client);
    const helloTimer = setTimeout(() => ws.close(LIVE_CLOSE.badHello, 'No hello'), HELLO_TIMEOUT_MS);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('error', (error) => log.debug({ err: error }, 'live socket error'));
    ws.on('close', () => {
      clearTimeout(helloTimer);
      release(client);
    });
    ws.once('message', (data: RawData, isBinary: boolean) => {
      clearTimeout(helloTimer);
      // One message per socket: anything after the hello ends it.
      ws.on('message', () => ws.close(LIVE_CLOSE.badHello, 'One hello only'));
      let parsed: ReturnType<typeof HelloSchema.safeParse> | undefined;
      try {
        parsed = isBinary ? undefined : HelloSchema.safeParse(JSON.parse(data.toString()));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        ws.close(LIVE_CLOSE.badHello, 'Bad hello');
        return;
      }
      welcome(client, parsed.data).catch((error: unknown) => {
        log.warn({ err: error }, 'live socket could not start');
        ws.close(1011, 'Try again');
      });
    });
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '').split('?')[0];
    if (path !== LIVE_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
    if (!isSameOrigin(request, publicUrl)) return refuseUpgrade(socket, 403, 'Forbidden');
    const forwardedFor = request.headers['x-forwarded-for'];
    const ip = resolveClientAddress(
      request.socket.remoteAddress ?? '',
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      isTrusted,
    );
    const ipSlot = { key: slots.key('ip', ip), member: randomUUID() };
    let upgraded = false;
    socket.once('close', () => {
      // The upgrade failed (bad handshake, or the peer left while we asked Redis): give the slot back.
      if (!upgraded) void slots.release([ipSlot]).catch(() => undefined);
    });
    connects
      .consume([ip])
      .then(() => slots.take(ipSlot, settings.maxSocketsPerIp))
      .then((taken) => {
        if (!taken) return refuseUpgrade(socket, 429, 'Too Many Requests');
        if (socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) => {
          upgraded = true;
          onConnection(ws, ipSlot);
        });
      })
      .catch((error: unknown) => {
        if ((error as { status?: number }).status === 429)
          return refuseUpgrade(socket, 429, 'Too Many Requests');
        log.warn({ err: error }, 'live upgrade failed');
        refuseUpgrade(socket, 503, 'Service Unavailable');
      });
  };
  server.on('upgrade', onUpgrade);

  // Pings find dead sockets (a laptop closed without a close frame); each round renews the live slots.
  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    slots
      .renew([...clients].flatMap((client) => client.slots))
      .catch((error: unknown) => log.warn({ err: error }, 'live slot renewal failed'));
  }, settings.pingIntervalMs);
  pinger.unref();

  return {
    socketCount: () => clients.size,
    async close() {
      closing = true;
      clearInterval(pinger);
      server.off('upgrade', onUpgrade);
      const open = [...clients];
      for (const client of open) client.ws.close(LIVE_CLOSE.goingAway, 'Server restarting');
      await Promise.all(
        open.map(
          (client) =>
            new Promise<void>((resolve) => {
              if (client.ws.readyState === WebSocket.CLOSED) return resolve();
              const force = setTimeout(() => client.ws.terminate(), 1000);
              client.ws.once('close', () => {
                clearTimeout(force);
                resolve();
              });
            }),
        ),
      );
      wss.close();
      await hub.close();
    },
  };
}
