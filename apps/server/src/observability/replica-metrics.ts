import { Gauge, type Registry } from 'prom-client';
import type { ReplicaSet } from '@creatorlens/db';

/**
 * The read replicas' state at scrape time: which standbys are in rotation, their lag, and how many replica reads each
 * answered, handed to the primary after a failure, or never got because the primary had to serve (lag, a fresh write).
 * Gauges rather than counters: the figures live in the replica set and are read, not incremented, here.
 */
export function registerReplicaMetrics(registry: Registry, replicas: ReplicaSet): void {
  new Gauge({
    name: 'creatorlens_replica_in_rotation',
    help: 'Whether a read replica serves replica reads now (1) or is out of rotation (0).',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of replicas.status().replicas) this.set({ replica: replica.replica }, replica.isInRotation ? 1 : 0);
    },
  });
  new Gauge({
    name: 'creatorlens_replica_lag_ms',
    help: "A read replica's replay lag at its last probe, in milliseconds, measured in WAL against the primary (-1: unknown).",
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of replicas.status().replicas) this.set({ replica: replica.replica }, replica.lagMs ?? -1);
    },
  });
  new Gauge({
    name: 'creatorlens_replica_statements',
    help: 'Statements of replica reads since start, by standby: answered by it (served_by=replica) or by the primary after it failed (served_by=primary).',
    labelNames: ['replica', 'served_by'],
    registers: [registry],
    collect() {
      for (const replica of replicas.status().replicas) {
        this.set({ replica: replica.replica, served_by: 'replica' }, replica.reads);
        this.set({ replica: replica.replica, served_by: 'primary' }, replica.fallbacks);
      }
    },
  });
  new Gauge({
    name: 'creatorlens_replica_reads_on_primary',
    help: 'Replica-read procedure calls since start that the primary served because no standby was in rotation and caught up with the caller.',
    registers: [registry],
    collect() {
      this.set(replicas.status().primaryChosen);
    },
  });
}
