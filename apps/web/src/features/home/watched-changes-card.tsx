import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, EyeIcon, Skeleton, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { formatHandle } from '../../lib/format-handle.ts';

/** The biggest 30-day follower movements among the organisation's watched channels. */
export function WatchedChangesCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const query = useQuery(api.home.getOverview.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Home.watched-title')}</CardTitle>
        <CardDescription>
          {query.data ? t('Home.watched-description', { count: query.data.watchedChannelCount }) : t('Home.watched-description-loading')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AppQueryState
          query={query}
          loading={
            <div className="flex flex-col gap-3">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-10" />
              ))}
            </div>
          }
          isEmpty={(overview) => overview.watchedChanges.length === 0}
          empty={
            <EmptyState
              icon={<EyeIcon size={20} />}
              title={t('Home.watched-empty-title')}
              body={t('Home.watched-empty-body')}
              action={
                <Link to="/discovery" className="text-sm font-medium text-primary hover:underline">
                  {t('Home.watched-empty-action')}
                </Link>
              }
            />
          }
        >
          {({ watchedChanges }) => (
            <ul className="-my-2 divide-y divide-border">
              {watchedChanges.map((channel) => {
                const gain = channel.followers30dGain ?? 0;
                return (
                  <li key={channel.id}>
                    <Link
                      to="/$artistSlug"
                      params={{ artistSlug: channel.artistSlug }}
                      className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-muted"
                    >
                      <Avatar name={channel.name} src={channel.avatarUrl} size="sm" />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate text-sm font-medium">{channel.name}</span>
                        {formatHandle(channel.handle) && (
                          <span className="truncate text-xs text-muted-foreground">{formatHandle(channel.handle)}</span>
                        )}
                      </span>
                      <span className="hidden sm:block">
                        <PlatformBadge platform={channel.platform} />
                      </span>
                      <span className="flex w-28 flex-col items-end">
                        <span
                          className={cn('text-sm font-semibold tabular-nums', gain >= 0 ? 'text-grass-strong' : 'text-critical-strong')}
                        >
                          {gain >= 0 ? '+' : '−'}
                          {format.integer(Math.abs(gain))}
                        </span>
                        {channel.followers30dGrowth !== null && (
                          <span className="text-xs tabular-nums text-muted-foreground">
                            {t('Home.watched-growth', { value: format.percent(channel.followers30dGrowth) })}
                          </span>
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}
