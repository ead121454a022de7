/**
 * Which read replicas may answer searches. A replica is in rotation while it answers its probe and is at most
 * maxLagMs behind the primary; it leaves at the first failed probe or failed search and comes back by itself
 * at the first good probe.
 *
 * Lag is measured on the primary's clock of write-ahead log positions, not on the replica's last replay time
 * (which says nothing while the primary is idle, and nothing true when the replica has lost its stream):
 * every probe notes the primary's position and when it was seen, and a replica is as far behind as the oldest
 * noted position it has not replayed yet.
 */

/**
 * A write-ahead log position, as a number (PostgreSQL's LSN 'X/Y'): the primary's current one, or the one a
 * replica has replayed up to.
 */
export interface LogPosition {
  read(): Promise<bigint>;
  close(): Promise<void>;
}

export interface ReplicaHealthSettings {
  /** A replica further behind than this (ms) leaves the rotation until it catches up. */
  maxLagMs: number;
  /** How often every replica is probed (ms). */
  checkEveryMs: number;
  /** Told when a replica leaves or rejoins the rotation (the api logs it). */
  onChange?: (state: ReplicaState) => void;
}

export interface ReplicaState {
  name: string;
  inRotation: boolean;
  /** How far behind the primary it was at the last probe (ms); null when it did not answer. */
  lagMs: number | null;
  /** Why it is out of rotation. */
  reason?: string;
}

interface Watched {
  name: string;
  replayed: LogPosition;
  state: ReplicaState;
}

export class ReplicaHealth {
  private readonly primary: LogPosition;
  private readonly watched: Watched[];
  private readonly settings: ReplicaHealthSettings;
  /** The primary's positions seen, oldest first, with when they were seen (ms). */
  private seen: { position: bigint; at: number }[] = [];
  private timer?: NodeJS.Timeout;
  private probing = false;

  constructor(
    primary: LogPosition,
    replicas: { name: string; replayed: LogPosition }[],
    settings: ReplicaHealthSettings,
  ) {
    this.primary = primary;
    this.settings = settings;
    this.watched = replicas.map(({ name, replayed }) => ({
      name,
      replayed,
      state: { name, inRotation: false, lagMs: null, reason: 'not probed yet' },
    }));
  }

  async start(): Promise<void> {
    await this.probeAll();
    this.timer = setInterval(() => void this.probeAll(), this.settings.checkEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([this.primary.close(), ...this.watched.map(({ replayed }) => replayed.close())]);
  }

  inRotation(name: string): boolean {
    return this.find(name).state.inRotation;
  }

  states(): ReplicaState[] {
    return this.watched.map(({ state }) => ({ ...state }));
  }

  /** A replica whose search failed is out until its next good probe. */
  takeOut(name: string, error: unknown): void {
    const watched = this.find(name);
    this.set(watched, { name, inRotation: false, lagMs: watched.state.lagMs, reason: describe(error) });
  }

  /** One round: the primary's position, then every replica's, in parallel; overlapping rounds are skipped. */
  async probeAll(): Promise<void> {
    if (this.probing || !this.watched.length) return;
    this.probing = true;
    try {
      const now = Date.now();
      try {
        this.note(await this.primary.read(), now);
      } catch {
        // Without the primary's position the replicas' lag cannot be judged: they keep their last state.
        return;
      }
      await Promise.all(this.watched.map((watched) => this.probe(watched, now)));
    } finally {
      this.probing = false;
    }
  }

  private async probe(watched: Watched, now: number): Promise<void> {
    const { name } = watched;
    try {
      const lagMs = this.lagAt(await watched.replayed.read(), now);
      this.set(
        watched,
        lagMs <= this.settings.maxLagMs
          ? { name, inRotation: true, lagMs }
          : { name, inRotation: false, lagMs, reason: `${lagMs} ms behind the primary` },
      );
    } catch (error) {
      this.set(watched, { name, inRotation: false, lagMs: null, reason: describe(error) });
    }
  }

  private set(watched: Watched, state: ReplicaState): void {
    const changed = watched.state.inRotation !== state.inRotation;
    watched.state = state;
    if (changed) this.settings.onChange?.({ ...state });
  }

  private note(position: bigint, at: number): void {
    const last = this.seen.at(-1);
    if (!last || last.position !== position) this.seen.push({ position, at });
    // Positions older than twice the bound are only needed to tell "far behind", which the oldest kept says.
    const horizon = at - 2 * this.settings.maxLagMs;
    while (this.seen.length > 2 && this.seen[1]!.at < horizon) this.seen.shift();
  }

  /** How long ago the primary first stood at a position the replica has not replayed (0: caught up). */
  private lagAt(replayed: bigint, now: number): number {
    const missing = this.seen.find(({ position }) => position > replayed);
    return missing ? now - missing.at : 0;
  }

  private find(name: string): Watched {
    const watched = this.watched.find((entry) => entry.name === name);
    if (!watched) throw new Error(`No replica ${name}`);
    return watched;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
