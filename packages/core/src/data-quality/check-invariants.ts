/**
 * What must hold on the cleaned data whatever the sources were (the acceptance rules), checked on the channels
 * and snapshots exactly as the seed will write them. A violation count above 0 fails `npm run data:check`.
 */
import { snapshots, summarise, type SeedModel } from '@creatorlens/db/seed';
import { isPlausibleHandle } from './handle-rules.ts';
import { findDipRecoveries } from './series-rules.ts';
import { hasLostCharacters, repairMisdecodedText } from './text-rules.ts';

export interface InvariantResult {
  rule: string;
  description: string;
  violations: number;
  examples: string[];
}

function invariant(rule: string, description: string): InvariantResult {
  return { rule, description, violations: 0, examples: [] };
}

function count(result: InvariantResult, example: string): void {
  result.violations++;
  if (result.examples.length < 3) result.examples.push(example);
}

/** Checks every invariant on the cleaned model. */
export function checkInvariants(model: SeedModel): InvariantResult[] {
  const handles = invariant('handle-is-a-handle', 'no handle with a space or outside the platform charset');
  const dips = invariant(
    'no-dip-and-recovery',
    'no follower drop or jump of 5 % or more that comes back at the next point (outside daily series)',
  );
  const engagement = invariant('engagement-with-inputs', 'no engagement rate of 0 where average likes are above 0');
  const text = invariant('text-decoded', 'no name with lost or mis-decoded characters');
  for (const channel of model.channels) {
    const label = `${channel.platform}:${channel.handle || channel.name}`;
    if (channel.handle && !isPlausibleHandle(channel.platform, channel.handle)) count(handles, label);
    const series = snapshots(channel).flatMap((s) => (s.followers == null ? [] : [{ day: s.day, value: s.followers }]));
    for (const dip of findDipRecoveries(label, series))
      count(dips, `${label} ${dip.before.value} → ${dip.value} (${dip.day}) → ${dip.after.value}`);
    const summary = summarise(channel);
    if (summary.engagementRate === 0 && (summary.averageLikes ?? 0) > 0) count(engagement, `${label}: ${summary.averageLikes} likes`);
    if (hasLostCharacters(channel.name) || repairMisdecodedText(channel.name) !== null) count(text, `${label}: ${channel.name}`);
  }
  return [handles, dips, engagement, text];
}
