import type { Lsn } from './lsn.ts';

interface Sample {
  atMs: number;
  lsn: Lsn;
}

/**
 * The primary's WAL position sampled over time. A standby that has replayed up to position P holds every write the
 * primary had made by the newest sample at or below P, so its lag is at most "now minus that sample's time". This is
 * measured in WAL, not with pg_last_xact_replay_timestamp(): that timestamp stands still while the primary is idle
 * (a caught-up standby would look minutes behind) and compares two machines' clocks.
 */
export class PrimaryLsnHistory {
  private readonly samples: Sample[] = [];

  /** @param keepMs how far back samples are kept; a standby older than all of them counts as at least this far behind. */
  constructor(private readonly keepMs: number) {}

  record(atMs: number, lsn: Lsn): void {
    this.samples.push({ atMs, lsn });
    // One sample older than the window stays, so a standby just at the window's edge still gets a finite figure.
    while (this.samples.length > 2 && this.samples[1]!.atMs < atMs - this.keepMs) this.samples.shift();
  }

  /** The newest primary position sampled, or null before the first sample. */
  latest(): Lsn | null {
    return this.samples.at(-1)?.lsn ?? null;
  }

  /**
   * How far behind (ms) a standby that replayed up to `replayLsn` is at most: null before the first primary sample
   * (nothing to compare with), Infinity when it is behind every sample kept.
   */
  lagMs(replayLsn: Lsn, nowMs: number): number | null {
    if (this.samples.length === 0) return null;
    for (let index = this.samples.length - 1; index >= 0; index--) {
      const sample = this.samples[index]!;
      if (sample.lsn <= replayLsn) return Math.max(0, nowMs - sample.atMs);
    }
    return Number.POSITIVE_INFINITY;
  }
}
