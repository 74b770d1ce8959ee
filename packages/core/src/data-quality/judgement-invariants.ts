/**
 * Issue 38's invariants on the judged model (model-judgements.ts): no impossible growth without a flag saying so, no
 * unknown figure stored as 0, and no "low" bot risk on less data than BOT_RISK_ENOUGH_DATA. Each is stated here on its
 * own terms (not by calling the rule it guards), so a rule that drifts makes `npm run data:check` fail. The outlier
 * flags are also counted per source and reason in the report, so the baseline shows how many each rule raises.
 */
import { BOT_RISK_ENOUGH_DATA, CADENCE_WINDOW, METRIC_WINDOWS } from '@creatorlens/contracts';
import { isImpossibleGrowth } from '../intelligence/index.ts';
import type { InvariantResult } from './check-invariants.ts';
import type { ModelJudgement } from './model-judgements.ts';
import type { QualityReport } from './quality-report.ts';

const label = (j: ModelJudgement) => `${j.channel.platform}:${j.channel.handle || j.channel.name}`;
const pct = (v: number | null) => (v == null ? '–' : `${(v * 100).toFixed(1)} %`);

function invariant(rule: string, description: string): InvariantResult {
  return { rule, description, violations: 0, examples: [] };
}
function count(result: InvariantResult, example: string): void {
  result.violations++;
  if (result.examples.length < 3) result.examples.push(example);
}

/** Every flag as a `flagged` finding of rule `outlier:<reason>` under the channel's source. */
export function recordOutlierFlags(judged: readonly ModelJudgement[], report: QualityReport): void {
  for (const j of judged) {
    for (const flag of j.flags) {
      report.record({ source: j.source, rule: `outlier:${flag.reason}`, action: 'flagged', example: `${label(j)} ${flag.value ?? ''}` });
    }
  }
}

/** Figures a source writes as 0 when it did not measure them: an average of 0 views or likes over posts is no average. */
const ZERO_MEANS_UNKNOWN = ['averageViews', 'averageLikes', 'engagementRate'] as const;

export function checkJudgementInvariants(judged: readonly ModelJudgement[]): InvariantResult[] {
  const growth = invariant('impossible-growth-flagged', 'no 30-day growth impossible at the channel size without an artefact flag on it');
  const zeros = invariant('unknown-not-zero', 'no average views, average likes or engagement rate of exactly 0 (unknown is null, not 0)');
  const lowRisk = invariant(
    'low-risk-on-enough-data',
    `no "low" bot risk with fewer than ${BOT_RISK_ENOUGH_DATA.followerPoints} follower points or (outside Twitch) ${BOT_RISK_ENOUGH_DATA.posts} posts`,
  );
  const fewPosts = invariant(
    'figures-from-enough-posts',
    `no average from fewer posts than its window's minimum (${METRIC_WINDOWS.instagram.minimumPosts}) and no posts per week from fewer than ${CADENCE_WINDOW.minimumPosts} posts`,
  );
  for (const j of judged) {
    const { followers, followers30dGrowth, followers30dGain } = j.figures;
    const { averagePosts, postsPerWeek, cadencePosts } = j.figures;
    if (averagePosts != null && averagePosts < METRIC_WINDOWS[j.channel.platform].minimumPosts)
      count(fewPosts, `${label(j)}: average from ${averagePosts} posts`);
    if (postsPerWeek != null && cadencePosts < CADENCE_WINDOW.minimumPosts)
      count(fewPosts, `${label(j)}: cadence from ${cadencePosts} posts`);
    if (
      isImpossibleGrowth(followers, followers30dGrowth, followers30dGain) &&
      !j.flags.some((f) => f.kind === 'artefact' && f.metric === 'growth')
    )
      count(growth, `${label(j)}: ${pct(followers30dGrowth)} on ${followers}`);
    for (const key of ZERO_MEANS_UNKNOWN) if (j.figures[key] === 0) count(zeros, `${label(j)}: ${key} 0`);
    const tooLittle =
      j.followerPoints < BOT_RISK_ENOUGH_DATA.followerPoints || (j.channel.platform !== 'twitch' && j.posts < BOT_RISK_ENOUGH_DATA.posts);
    if (j.botRisk === 'low' && tooLittle) count(lowRisk, `${label(j)}: ${j.followerPoints} points, ${j.posts} posts`);
  }
  return [growth, zeros, lowRisk, fewPosts];
}

/** Channels per platform and flag reason, and per platform and bot-risk value (docs/how-good-is-it.md). */
export function summariseJudgements(judged: readonly ModelJudgement[]): {
  flags: Record<string, Record<string, number>>;
  botRisk: Record<string, Record<string, number>>;
  channels: Record<string, number>;
} {
  const flags: Record<string, Record<string, number>> = {};
  const botRisk: Record<string, Record<string, number>> = {};
  const channels: Record<string, number> = {};
  for (const j of judged) {
    const platform = j.channel.platform;
    channels[platform] = (channels[platform] ?? 0) + 1;
    const byReason = (flags[platform] ??= {});
    for (const reason of new Set(j.flags.map((f) => f.reason))) byReason[reason] = (byReason[reason] ?? 0) + 1;
    const byRisk = (botRisk[platform] ??= {});
    byRisk[j.botRisk] = (byRisk[j.botRisk] ?? 0) + 1;
  }
  return { flags, botRisk, channels };
}
