import type { ReplicaHealth } from './replicaHealth.ts';

/** A replica's way of answering (a search reader, an SQL pool) under the name its health is watched by. */
export interface NamedSource<S> {
  name: string;
  source: S;
}

/**
 * Which source answers a read: round-robin among the replicas in rotation (replicaHealth.ts); the primary for a
 * read that must see the requester's own writes (`fresh`), and for every read while no replica is in rotation.
 * A replica whose read fails for a reason of its own (`failedSource`) is taken out at once and the read is
 * asked again of the primary, so a replica going away costs the user nothing but the time of one failed
 * attempt. Answers that hold on any source (too broad, busy, bad SQL) are passed on as they are.
 *
 * Several rotations (the search reader, the read-only SQL service) share one health monitor per process: one
 * round of probes, and a replica one of them took out is out for the other too.
 */
export class ReplicaRotation<S> {
  private readonly health: ReplicaHealth;
  private readonly primary: S;
  private readonly replicas: NamedSource<S>[];
  private readonly failedSource: (error: unknown) => boolean;
  private next = 0;

  constructor(
    health: ReplicaHealth,
    primary: S,
    replicas: NamedSource<S>[],
    failedSource: (error: unknown) => boolean,
  ) {
    this.health = health;
    this.primary = primary;
    this.replicas = replicas;
    this.failedSource = failedSource;
  }

  async read<T>(fresh: boolean | undefined, work: (source: S) => Promise<T>): Promise<T> {
    const replica = fresh ? undefined : this.pick();
    if (!replica) return work(this.primary);
    try {
      return await work(replica.source);
    } catch (error) {
      if (!this.failedSource(error)) throw error;
      this.health.takeOut(replica.name, error);
      return work(this.primary);
    }
  }

  private pick(): NamedSource<S> | undefined {
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[this.next % this.replicas.length]!;
      this.next = (this.next + 1) % this.replicas.length;
      if (this.health.inRotation(replica.name)) return replica;
    }
    return undefined;
  }
}
