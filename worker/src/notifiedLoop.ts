import pg from 'pg';
import type { Logger } from 'pino';
import { withDefaultUser } from '@tbs/db';

export interface NotifiedLoopProps {
  databaseUrl: string;
  /** The channel whose NOTIFY wakes the loop. */
  channel: string;
  logger: Logger;
  /** Names the loop in the log. */
  name: string;
  /** Fallback poll for a missed notification (e.g. while the listener reconnects). */
  pollMs?: number;
  /** The wait before the listener connects again after losing its connection (a PostgreSQL restart). */
  reconnectMs?: number;
  /** Does the work there is; a failure is logged and the next wake tries again. */
  run(): Promise<void>;
}

/**
 * Runs `run` when the channel is notified and on a poll, never twice at once: a wake during a run makes one
 * more run after it. The worker's drains (index outbox, broadcast pipeline) are such loops.
 */
export class NotifiedLoop {
  private readonly props: NotifiedLoopProps;
  private listener?: pg.Client;
  private timer?: NodeJS.Timeout;
  private reconnectTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(props: NotifiedLoopProps) {
    this.props = props;
  }

  /** Starts listening and polling; resolves once the listener is connected. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.timer = setInterval(() => this.wake(), this.props.pollMs ?? 1_000);
    this.wake();
  }

  private async listen(): Promise<void> {
    const { logger, name } = this.props;
    const client = new pg.Client({ connectionString: withDefaultUser(this.props.databaseUrl) });
    client.on('notification', () => this.wake());
    client.on('error', (error) => logger.warn({ err: error, loop: name }, 'listener error'));
    // A listener whose server went away hears nothing more: it connects again, and the poll covers the gap.
    client.on('end', () => {
      if (this.listener === client) this.listenAgainLater();
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${this.props.channel}`);
    } catch (error) {
      if (this.listener === client) this.listener = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private listenAgainLater(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.listener = undefined;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.listen().then(
        () => {
          this.props.logger.info({ loop: this.props.name }, 'listener connected again');
          this.wake();
        },
        (error: unknown) => {
          this.props.logger.warn({ err: error, loop: this.props.name }, 'listener could not connect again');
          this.listenAgainLater();
        },
      );
    }, this.props.reconnectMs ?? 2_000);
  }

  /** Runs now, or once more after the running run. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.props
      .run()
      .catch((error: unknown) => this.props.logger.error({ err: error, loop: this.props.name }, 'run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops listening and polling and waits for the running run. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }
}
