import { LIVE_CLOSE, type LiveHello, type LiveServerMessage } from '@tbs/rules';

/** The part of a browser WebSocket the connection uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** The session token, read at every (re)connect; null for a visitor. */
  getToken(): string | null;
  /** A new broadcast arrived, or events were missed: the broadcast lists must be fetched again. */
  onChange(): void;
  /** The server closed the socket because the session of `token` ended (LIVE_CLOSE.sessionEnded). */
  onSessionEnded(token: string): void;
  createSocket?: (url: string) => SocketLike;
  /** 0 <= x < 1, for the jitter of the backoff. */
  random?: () => number;
}

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** After "too many live connections" (many tabs open): the lists still load, just not live in this tab. */
const TOO_MANY_DELAY_MS = 5 * 60_000;

/** Delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with 50-100 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.5 + random() / 2));
}

/**
 * One live socket: sends the hello (token and the last event id seen), reports changes, and reconnects with
 * backoff when the socket drops, resuming from the last event id so the server sends what was missed.
 */
export class LiveConnection {
  private readonly options: LiveConnectionOptions;
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private running = false;
  /** Kept across reconnects and stop/start, so a list mounted again catches up on what came meanwhile. */
  lastEventId: string | undefined;

  constructor(options: LiveConnectionOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  /** Connects again at once (the token changed: signed in or out). */
  restart(): void {
    if (!this.running) return;
    this.stop();
    this.start();
  }

  private connect(): void {
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.schedule(reconnectDelay(this.attempt++, this.options.random));
      return;
    }
    this.socket = socket;
    let sentToken: string | null = null;
    socket.onopen = () => {
      const hello: LiveHello = { type: 'hello' };
      sentToken = this.options.getToken();
      if (sentToken) hello.token = sentToken;
      if (this.lastEventId) hello.lastEventId = this.lastEventId;
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.running) return;
      // Signing out changes the token, which restarts the connection as a visitor's at once.
      if (event.code === LIVE_CLOSE.sessionEnded && sentToken) this.options.onSessionEnded(sentToken);
      const delay =
        event.code === LIVE_CLOSE.tooMany || event.code === LIVE_CLOSE.badHello
          ? TOO_MANY_DELAY_MS
          : reconnectDelay(this.attempt++, this.options.random);
      this.schedule(delay);
    };
  }

  private schedule(delay: number): void {
    if (!this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) this.connect();
    }, delay);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: LiveServerMessage;
    try {
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      this.attempt = 0;
      if (this.lastEventId === undefined) {
        this.lastEventId = message.lastEventId;
        // The page's list may have been read before the socket was ready: what was sent in between came
        // before this event id, so no catch-up brings it. One refetch closes that gap.
        this.options.onChange();
      }
    } else if (message.type === 'broadcast') {
      this.lastEventId = message.id;
      this.options.onChange();
    } else if (message.type === 'refetch') {
      this.lastEventId = message.lastEventId;
      this.options.onChange();
    }
  }
}
