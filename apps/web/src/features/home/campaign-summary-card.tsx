import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';

const STATUSES = ['draft', 'ready', 'active', 'ended'] as const;
const BAR: Record<(typeof STATUSES)[number], string> = {
  draft: 'bg-warning-strong/60',
  ready: 'bg-sky-strong',
  active: 'bg-grass-strong',
  ended: 'bg-neutral-strong/40',
};

/** Campaigns by display status as a stacked bar with counts. */
export function CampaignSummaryCard() {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.home.getOverview.queryOptions());
  const campaigns = query.data?.campaigns;
  const total = campaigns ? STATUSES.reduce((sum, status) => sum + campaigns[status], 0) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Home.campaigns-title')}</CardTitle>
        <CardDescription>{t('Home.campaigns-description', { count: total })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AppQueryState query={query} loading={<Skeleton className="h-16" />}>
          {({ campaigns: counts }) => (
            <>
              <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                {total > 0 &&
                  STATUSES.map((status) => (
                    <span key={status} className={BAR[status]} style={{ width: `${(counts[status] / total) * 100}%` }} />
                  ))}
              </div>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {STATUSES.map((status) => (
                  <div key={status} className="flex flex-col gap-0.5">
                    <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                      <span aria-hidden className={`size-2 rounded-full ${BAR[status]}`} />
                      {t(`Home.campaign-status-${status}`)}
                    </dt>
                    <dd className="text-xl font-semibold tabular-nums">{counts[status]}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}
