/**
 * The stage's figure rules on a read seed model: failed zero readings out, source batches read on another scale
 * repaired or dropped, single disagreeing points dropped, and engagement rates that their inputs do not support removed.
 * Every change is recorded in the report with its source and rule.
 */
import type { ChannelDraft, Observation, SeedModel } from '@creatorlens/db/seed';
import type { QualityReport } from './quality-report.ts';
import { findBatchArtefacts, findDipRecoveries, type SeriesPoint } from './series-rules.ts';

const label = (channel: ChannelDraft) => `${channel.platform}:${channel.handle || channel.name}`;
const hasFollowers = (o: Observation): o is Observation & { followers: number } =>
  typeof o.followers === 'number' && Number.isFinite(o.followers);

/** Instagram's engagement rate is interactions per follower, so it is wrong wherever the follower count was. */
function dropFollowers(channel: ChannelDraft, observation: Observation): void {
  observation.followers = null;
  if (channel.platform === 'instagram') observation.engagementRate = null;
}

/** A follower count of 0 on a channel that has counts above 0 is a failed or hidden reading. */
export function dropZeroReadings(model: SeedModel, report: QualityReport): void {
  for (const channel of model.channels) {
    if (!channel.observations.some((o) => hasFollowers(o) && o.followers > 0)) continue;
    for (const observation of channel.observations) {
      if (observation.followers !== 0) continue;
      dropFollowers(channel, observation);
      report.record({
        source: observation.source,
        rule: 'zero-reading',
        action: 'dropped',
        example: `${label(channel)} ${observation.day}`,
      });
    }
  }
}

/** Source batches that jump and fall back for most channels at once: a power-of-ten unit error is undone, else dropped. */
export function repairBatchArtefacts(model: SeedModel, report: QualityReport): void {
  const ids = new Map<ChannelDraft, string>(model.channels.map((c, i) => [c, String(i)]));
  const points: SeriesPoint[] = [];
  for (const channel of model.channels) {
    for (const o of channel.observations) {
      if (hasFollowers(o) && !o.historyOnly)
        points.push({ key: ids.get(channel)!, batch: `${o.source}/${channel.platform}`, day: o.day, value: o.followers });
    }
  }
  for (const artefact of findBatchArtefacts(points)) {
    const [source, platform] = artefact.batch.split('/') as [string, string];
    const summary = `${platform} ${artefact.day}: ${artefact.moved} of ${artefact.channels} channels moved together, median ×${artefact.medianRatio.toFixed(3)}`;
    for (const channel of model.channels) {
      if (channel.platform !== platform) continue;
      for (const o of channel.observations) {
        if (o.source !== source || o.day !== artefact.day || !hasFollowers(o)) continue;
        if (artefact.scale !== null) {
          o.followers = Math.round(o.followers * artefact.scale);
          if (channel.platform === 'instagram' && o.engagementRate != null) o.engagementRate /= artefact.scale;
          report.record({ source, rule: 'batch-on-another-scale', action: 'repaired', example: `${summary}; ×${artefact.scale}` });
        } else {
          dropFollowers(channel, o);
          report.record({ source, rule: 'batch-on-another-scale', action: 'dropped', example: summary });
        }
      }
    }
  }
}

/** One value per day, the later reading of a day winning, oldest first (the same merge the snapshots use). */
function followerSeries(channel: ChannelDraft): { day: string; value: number }[] {
  const byDay = new Map<string, number>();
  const ordered = channel.observations.map((o, i) => [o, i] as const).sort((a, b) => a[0].day.localeCompare(b[0].day) || a[1] - b[1]);
  for (const [o] of ordered) if (hasFollowers(o) && o.followers >= 0) byDay.set(o.day, o.followers);
  return [...byDay].map(([day, value]) => ({ day, value }));
}

/** A single point that drops or jumps and comes back at the next point, outside a daily series, is dropped. */
export function dropDipRecoveries(model: SeedModel, report: QualityReport): void {
  for (const channel of model.channels) {
    for (const dip of findDipRecoveries(label(channel), followerSeries(channel))) {
      for (const o of channel.observations) {
        if (o.day !== dip.day || !hasFollowers(o)) continue;
        dropFollowers(channel, o);
        report.record({
          source: o.source,
          rule: 'dip-and-recovery',
          action: 'dropped',
          example: `${dip.key} ${dip.before.value} → ${dip.value} (${dip.day}) → ${dip.after.value}`,
        });
      }
    }
  }
}

/**
 * An engagement rate is kept only where its inputs are: 0 % next to likes above 0 means the interactions were missing
 * in the source, and a rate above 100 % is a row error. Both become unknown ("–" on screen), never 0.
 */
export function checkEngagement(model: SeedModel, report: QualityReport): void {
  for (const channel of model.channels) {
    for (const o of channel.observations) {
      if (o.engagementRate == null) continue;
      if (o.engagementRate === 0 && (o.averageLikes ?? 0) > 0) {
        o.engagementRate = null;
        report.record({
          source: o.source,
          rule: 'engagement-without-inputs',
          action: 'dropped',
          example: `${label(channel)} ${o.day}: 0 % with ${o.averageLikes} likes`,
        });
      } else if (o.engagementRate > 1 || o.engagementRate < 0 || !Number.isFinite(o.engagementRate)) {
        report.record({
          source: o.source,
          rule: 'engagement-out-of-range',
          action: 'dropped',
          example: `${label(channel)} ${o.day}: ${o.engagementRate}`,
        });
        o.engagementRate = null;
      }
    }
  }
}
