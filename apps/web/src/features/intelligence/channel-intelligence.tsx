import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState, Skeleton } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { AnalyzedPosts } from './analyzed-posts.tsx';
import { AudienceQuality } from './audience-quality.tsx';
import { BotRiskBadge, ChannelTypeChip } from './bot-risk-badge.tsx';
import { SignalGrowthChart } from './signal-growth-chart.tsx';
import { SignalList } from './signal-list.tsx';
import type { ChannelIntelligence } from './intelligence-types.ts';

/** All parts read the same cached `intelligence.getChannelIntelligence` answer: one request per channel. */
function useChannelIntelligence(channelId: string) {
  const api = useTRPC();
  return useQuery(api.intelligence.getChannelIntelligence.queryOptions({ channelId }));
}

/** Bot-risk badge (with its explanation) and channel-type chip, for the channel's header. */
export function ChannelIntelligenceSummary({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const query = useChannelIntelligence(channelId);
  return (
    <QueryState
      query={query}
      loadingLabel={t('Common.loading')}
      loading={<Skeleton className="h-6 w-40 rounded-full" />}
      // The header stays quiet on a failure: ChannelIntelligenceDetails below says so once, with the retry.
      renderError={() => null}
    >
      {(intelligence) => (
        <div className="flex flex-wrap items-center gap-2" data-testid="channel-intelligence-summary">
          <BotRiskBadge intelligence={intelligence} />
          <ChannelTypeChip channelType={intelligence.channelType} />
        </div>
      )}
    </QueryState>
  );
}

/**
 * The growth chart with the signals on it and their list beside it. Falls back to `fallback` (the plain chart)
 * while the signals load or when they cannot be loaded, so the growth curve never waits for the intelligence.
 */
export function ChannelGrowthWithSignals({
  channelId,
  growth,
  label,
  description,
  hasZoom,
  fallback,
}: {
  channelId: string;
  growth: ReadonlyArray<{ day: string; followers: number; source?: string }>;
  label: string;
  description: string;
  hasZoom: boolean;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useChannelIntelligence(channelId);
  if (!query.data) return <>{fallback}</>;
  return (
    <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_280px]">
      <SignalGrowthChart
        growth={growth}
        signals={query.data.signals}
        label={t('Intelligence.chart-signals')}
        description={`${label}. ${description}`}
        hasZoom={hasZoom}
      />
      <section aria-labelledby={`signals-${channelId}`} className="flex flex-col gap-3 2xl:max-h-[300px] 2xl:overflow-y-auto 2xl:pr-1">
        <h4 id={`signals-${channelId}`} className="text-sm font-semibold">
          {t('Intelligence.signals-title')}
        </h4>
        <SignalList
          signals={query.data.signals}
          giveawayPostUrls={giveawayPostUrls(query.data)}
          figureFlags={query.data.figureFlags}
          judgement={query.data.judgements.botRisk}
        />
      </section>
    </div>
  );
}

/** Audience quality, giveaways and branded posts of a channel, under its analytics. */
export function ChannelIntelligenceDetails({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const query = useChannelIntelligence(channelId);
  return (
    <AppQueryState query={query} errorTitle={t('Intelligence.load-error')} loading={<Skeleton className="h-64 rounded-xl" />}>
      {(intelligence) => (
        <div className="flex flex-col gap-6">
          <AudienceQuality
            audience={intelligence.audience}
            judgement={intelligence.judgements.audience}
            channelId={intelligence.channelId}
          />
          <AnalyzedPosts intelligence={intelligence} />
        </div>
      )}
    </AppQueryState>
  );
}

/** Web links of the channel's giveaway posts by id (only http(s) links are ever rendered as links). */
function giveawayPostUrls(intelligence: ChannelIntelligence): Map<string, string> {
  return new Map(
    intelligence.giveawayPosts.flatMap((post) => (post.url && /^https?:\/\//i.test(post.url) ? [[post.id, post.url] as const] : [])),
  );
}
