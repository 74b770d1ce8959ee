import type { Lsn } from './lsn.ts';

/** What the health loop last learnt about one standby. */
export interface ReplicaHealth {
  /** Answered the last probe, is in recovery (still a standby of this primary) and lags within the bound. */
  isInRotation: boolean;
  /** The replay position of the last successful probe; a lower bound of its position now (replay only moves on). */
  replayLsn: Lsn | null;
}

/**
 * Which standby serves the next replica read, or null for the primary. Only standbys in rotation are used, and of
 * those only ones that have replayed the caller's last write (`mustHaveReplayed`, null when the caller wrote nothing
 * that matters), so a person always reads their own writes. Round robin from `cursor` spreads reads evenly.
 */
export function chooseReader(replicas: readonly ReplicaHealth[], mustHaveReplayed: Lsn | null, cursor: number): number | null {
  const count = replicas.length;
  for (let step = 0; step < count; step++) {
    const index = (((cursor + step) % count) + count) % count;
    const replica = replicas[index]!;
    if (!replica.isInRotation || replica.replayLsn === null) continue;
    if (mustHaveReplayed !== null && replica.replayLsn < mustHaveReplayed) continue;
    return index;
  }
  return null;
}

/** The health loop's verdict on one probe answer. */
export function isProbeInRotation(
  probe: { isInRecovery: boolean; replayLsn: Lsn | null; lagMs: number | null },
  maxLagMs: number,
): boolean {
  // A promoted standby is no longer fed by this primary: its data diverges from here on.
  if (!probe.isInRecovery || probe.replayLsn === null) return false;
  return probe.lagMs !== null && probe.lagMs <= maxLagMs;
}
