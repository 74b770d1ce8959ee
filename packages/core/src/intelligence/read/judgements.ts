/**
 * The judgements of one channel with how sure they are (issue 38): the bot risk (from the stored value and the data
 * the page can count now) and the audience quality (from the follower sample). Read-time, so what is missing is said
 * with today's counts.
 */
import { sql } from 'drizzle-orm';
import {
  AUDIENCE_MIN_JUDGED,
  AUDIENCE_SUSPICIOUS_FINDING,
  BOT_RISK_ENOUGH_DATA,
  botRiskJudgementState,
  type JudgementCertainty,
} from '@creatorlens/contracts';
import type { Database, Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { loadNewestStreamSamples } from '../signals/load-stream-samples.ts';
import { botRiskDataGaps } from '../signals/judgement.ts';

/** The bot-risk certainty: the stored value's state (null while unassessed) and what the data lacks. */
export async function botRiskCertainty(
  db: Database,
  channel: { id: string; platform: Platform; botRisk: string | null; hasAverageViewers: boolean },
): Promise<JudgementCertainty | null> {
  const state = botRiskJudgementState(channel.botRisk);
  if (state === null) return null;
  // Posts are counted up to the minimum the judgement needs: more say nothing more here.
  const [counts] = await selectRows<{ follower_points: number | string; posts: number | string }>(
    db,
    sql`select (select count(*) from channel_snapshot where channel_id = ${channel.id}::uuid and followers is not null) as follower_points,
               (select count(*) from (select 1 from post where channel_id = ${channel.id}::uuid
                  and (likes is not null or views is not null) limit ${BOT_RISK_ENOUGH_DATA.posts}) enough) as posts`,
  );
  const streams = channel.platform === 'twitch' ? await loadNewestStreamSamples(db, [channel.id]) : new Map();
  const gaps = botRiskDataGaps(channel.platform, {
    followerPoints: Number(counts?.follower_points ?? 0),
    posts: Number(counts?.posts ?? 0),
    streamSamples: streams.get(channel.id)?.samples.length ?? 0,
    hasAverageViewers: channel.hasAverageViewers,
  });
  // A finding stands on any amount of data; the gaps are said only when they are why nothing was judged.
  return { state, gaps: state === 'not-enough-data' ? gaps : [] };
}

/** The audience-quality certainty from the sample: none or too few judged followers is "not enough data". */
export function audienceCertainty(
  sample: { judgedSize: number | null; typeShares: { suspicious: number } | null } | null,
): JudgementCertainty {
  if (!sample) return { state: 'not-enough-data', gaps: [{ data: 'audience-sample', count: 0, minimum: AUDIENCE_MIN_JUDGED }] };
  const judged = sample.judgedSize ?? 0;
  if (judged < AUDIENCE_MIN_JUDGED || !sample.typeShares)
    return { state: 'not-enough-data', gaps: [{ data: 'audience-judged', count: judged, minimum: AUDIENCE_MIN_JUDGED }] };
  return { state: sample.typeShares.suspicious >= AUDIENCE_SUSPICIOUS_FINDING ? 'finding' : 'no-finding', gaps: [] };
}
