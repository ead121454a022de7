import {
  ReplicaHealth,
  type LogPosition,
  type ReplicaHealthSettings,
  type ReplicaState,
} from './replicaHealth.ts';

/** One read replica: its name (host:port, as the log names it), its address and its replayed log position. */
export interface ReadReplica {
  name: string;
  url: string;
  position: LogPosition;
}

/**
 * The read replicas of one process (SEARCH_DATABASE_URLS) under one health monitor: the search reader and the
 * read-only SQL service read through it, so one round of probes serves both, and a replica one of them found
 * failing is out of rotation for the other too.
 */
export class ReadReplicas {
  readonly replicas: readonly { name: string; url: string }[];
  readonly health: ReplicaHealth;
  private started?: Promise<void>;

  constructor(primary: LogPosition, replicas: ReadReplica[], settings: ReplicaHealthSettings) {
    this.replicas = replicas.map(({ name, url }) => ({ name, url }));
    this.health = new ReplicaHealth(
      primary,
      replicas.map(({ name, position }) => ({ name, replayed: position })),
      settings,
    );
  }

  /** Probes every replica once and keeps probing in the background (once, however often it is called). */
  start(): Promise<void> {
    this.started ??= this.health.start();
    return this.started;
  }

  /** Each replica's state: in rotation or not, its lag and why it is out. */
  states(): ReplicaState[] {
    return this.health.states();
  }

  /** Stops the probes and closes their connections. */
  async close(): Promise<void> {
    await this.started?.catch(() => undefined);
    await this.health.stop();
  }
}
