import { and, eq, sql } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import { AppError } from '../../errors.ts';
import { postSubject, requirePermission } from '../../permissions/index.ts';
import { channelVisibleTo, requireReadablePlatform } from '../../channels/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import {
  BOT_RISK_VALUES,
  CHANNEL_TYPES,
  SIGNAL_SEVERITIES,
  oneOf,
  readFigureFlags,
  type BotRiskValue,
  type ChannelType,
  type FigureFlag,
  type JudgementCertainty,
  type SignalSeverity,
} from '@creatorlens/contracts';
import { loadAnalyzedPosts, type AnalyzedPostCounts, type BrandedPost, type GiveawayPost } from './analyzed-posts.ts';
import { sampleCertainty, type ShareInterval } from '../audience/audience-interval.ts';
import { audienceCertainty, botRiskCertainty } from './judgements.ts';
import type { Dependencies } from '../../dependencies.ts';

interface ChannelSignalView {
  id: string;
  /** One of SIGNAL_KINDS; kept as text so a newer job's kind still reaches the page (shown generically). */
  kind: string;
  severity: SignalSeverity;
  /** YYYY-MM-DD, or null for a signal about the whole channel. */
  day: string | null;
  value: number | null;
  evidence: Record<string, unknown>;
  computedAt: number;
}

interface SampleAudience {
  source: 'sample';
  /** Shares of the judged accounts (those with posts, followers and following counts). */
  typeShares: { real: number; suspicious: number; massFollower: number; influencer: number } | null;
  credibility: number | null;
  sampleSize: number | null;
  /** Accounts the model judged; the other sampled accounts lacked the counts it needs ("not enough data"). */
  judgedSize: number | null;
  notEnoughData: number;
  /** 95 % intervals over the sampled followers (sampling only; the detector's own error rates are in bench/quality). */
  suspiciousInterval: ShareInterval | null;
  credibilityInterval: ShareInterval | null;
  updatedAt: number;
}

interface CreatorAudience {
  source: 'creator';
  ageShares: Record<string, number>;
  genderShares: Record<string, number>;
  countryShares: Record<string, number>;
  updatedAt: number;
  /** True when the caller connected this account: they may disconnect it (connector.disconnectCreator). */
  isConnectedByCaller: boolean;
}

interface ChannelIntelligence {
  channelId: string;
  platform: Platform;
  /** low, medium, high, or 'insufficient-data' (a low on too little data); null until assessed. */
  botRisk: BotRiskValue | null;
  channelType: ChannelType | null;
  /** How sure the bot risk and the audience quality are: a finding, no finding on enough data, or what is missing. */
  judgements: { botRisk: JudgementCertainty | null; audience: JudgementCertainty };
  /** Outlier flags on the channel's figures (unexplained growth is part of the bot-risk explanation). */
  figureFlags: FigureFlag[];
  signals: ChannelSignalView[];
  audience: { sample: SampleAudience | null; creator: CreatorAudience | null };
  /** True when the licence does not cover this platform's posts: giveaways and branded posts are then left out. */
  postsHidden: boolean;
  giveawayPosts: GiveawayPost[];
  brandedPosts: BrandedPost[];
  counts: AnalyzedPostCounts;
}

interface SignalRow {
  id: string;
  kind: string;
  severity: string;
  day: string | null;
  value: number | string | null;
  evidence: Record<string, unknown> | null;
  computed_at: string | Date;
}

interface AudienceRow {
  source: string;
  type_shares: Record<string, number> | null;
  credibility: number | string | null;
  sample_size: number | null;
  age_shares: Record<string, number> | null;
  gender_shares: Record<string, number> | null;
  country_shares: Record<string, number> | null;
  updated_at: string | Date;
  is_connected_by_caller: boolean | null;
}

const num = (value: unknown): number | null => (value == null || !Number.isFinite(Number(value)) ? null : Number(value));
const share = (shares: Record<string, number>, key: string): number => num(shares[key]) ?? 0;
/** Drops entries that are not finite numbers, so a malformed jsonb value never reaches the client. */
const numericEntries = (shares: Record<string, number> | null): Record<string, number> =>
  Object.fromEntries(Object.entries(shares ?? {}).flatMap(([key, value]) => (num(value) === null ? [] : [[key, Number(value)]])));

/** Everything the intelligence job and the text detectors know about one channel the actor's licence reads. */
export async function getChannelIntelligence({ db, actor }: Dependencies, input: { channelId: string }): Promise<ChannelIntelligence> {
  const ability = requirePermission(actor, 'read', 'channel');
  const [channel] = await db
    .select({
      id: schema.channel.id,
      platform: schema.channel.platform,
      botRisk: schema.channel.botRisk,
      channelType: schema.channel.channelType,
      figureFlags: schema.channel.figureFlags,
      extra: schema.channel.extra,
    })
    .from(schema.channel)
    .where(and(eq(schema.channel.id, input.channelId), channelVisibleTo(actor.organizationId)));
  if (!channel) throw new AppError('NOT_FOUND', `No channel has the id "${input.channelId}".`);
  // Bot risk and channel type are channel figures too: a licence reads them only for its own platforms.
  requireReadablePlatform(actor, channel.platform);

  const signals = await selectRows<SignalRow>(
    db,
    sql`select id, kind, severity, day::text as day, value, evidence, computed_at from channel_signal
        where channel_id = ${channel.id}::uuid
        order by day nulls first, computed_at, id`,
  );
  const audiences = await selectRows<AudienceRow>(
    db,
    sql`select source, type_shares, credibility, sample_size, age_shares, gender_shares, country_shares, updated_at,
          (source = 'creator' and exists (select 1 from creator_connection cc
             where cc.channel_id = channel_audience.channel_id and cc.connected_by = ${actor.userId})) as is_connected_by_caller
        from channel_audience where channel_id = ${channel.id}::uuid`,
  );

  const postsHidden = !ability.can('read', postSubject(channel.platform));
  const posts = postsHidden
    ? { giveawayPosts: [], brandedPosts: [], counts: { giveaways: 0, sponsored: 0, undisclosed: 0 } }
    : await loadAnalyzedPosts(db, channel.id);

  const botRisk = oneOf(BOT_RISK_VALUES, channel.botRisk);
  const sample = toSampleAudience(audiences);
  const averageViewers = channel.extra?.averageViewers;
  const botRiskJudgement = await botRiskCertainty(db, {
    id: channel.id,
    platform: channel.platform,
    botRisk,
    hasAverageViewers: typeof averageViewers === 'number' && Number.isFinite(averageViewers),
  });

  return {
    channelId: channel.id,
    platform: channel.platform,
    botRisk,
    channelType: oneOf(CHANNEL_TYPES, channel.channelType),
    judgements: { botRisk: botRiskJudgement, audience: audienceCertainty(sample) },
    figureFlags: readFigureFlags(channel.figureFlags),
    signals: signals.map((row) => ({
      id: row.id,
      kind: row.kind,
      severity: oneOf(SIGNAL_SEVERITIES, row.severity) ?? 'info',
      day: row.day,
      value: num(row.value),
      evidence: row.evidence && typeof row.evidence === 'object' && !Array.isArray(row.evidence) ? row.evidence : {},
      computedAt: new Date(row.computed_at).getTime(),
    })),
    audience: { sample, creator: toCreatorAudience(audiences) },
    postsHidden,
    ...posts,
  };
}

function toSampleAudience(rows: AudienceRow[]): SampleAudience | null {
  const row = rows.find((candidate) => candidate.source === 'sample');
  if (!row) return null;
  const shares = row.type_shares;
  const typeShares = shares
    ? {
        real: share(shares, 'real'),
        suspicious: share(shares, 'suspicious'),
        massFollower: share(shares, 'massFollower'),
        influencer: share(shares, 'influencer'),
      }
    : null;
  const credibility = num(row.credibility);
  const sampleSize = num(row.sample_size);
  const certainty = sampleCertainty(
    typeShares && { suspicious: typeShares.suspicious, notEnoughData: share(shares!, 'notEnoughData') },
    credibility,
    sampleSize,
  );
  return {
    source: 'sample',
    typeShares,
    credibility,
    sampleSize,
    judgedSize: certainty?.judgedSize ?? null,
    notEnoughData: certainty?.notEnoughData ?? 0,
    suspiciousInterval: certainty?.suspiciousInterval ?? null,
    credibilityInterval: certainty?.credibilityInterval ?? null,
    updatedAt: new Date(row.updated_at).getTime(),
  };
}

function toCreatorAudience(rows: AudienceRow[]): CreatorAudience | null {
  const row = rows.find((candidate) => candidate.source === 'creator');
  if (!row) return null;
  return {
    source: 'creator',
    ageShares: numericEntries(row.age_shares),
    genderShares: numericEntries(row.gender_shares),
    countryShares: numericEntries(row.country_shares),
    updatedAt: new Date(row.updated_at).getTime(),
    isConnectedByCaller: row.is_connected_by_caller === true,
  };
}
