import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, EmptyState, EyeIcon, Skeleton, useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { useCrumbTitle } from '../../lib/crumbs.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { ListChannelTable, ListPageHeader } from '../lists/index.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const route = getRouteApi('/app/watchlist/$watchlistId');

export function WatchlistRoutePage() {
  const { watchlistId } = route.useParams();
  return <WatchlistPage watchlistId={watchlistId} />;
}

/** /watchlist/$watchlistId: channels with figures and the change since each was added; n / max for manual lists. */
export function WatchlistPage({
  watchlistId,
  renderActions,
}: {
  watchlistId: string;
  /** Header actions the route composes in (import, export): features do not import each other. */
  renderActions?: (watchlist: { id: string; name: string; type: 'manual' | 'dynamic'; teamId: string | null }) => ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const detail = useQuery(api.watchlist.getWatchlist.queryOptions({ id: watchlistId }));
  const name = detail.data?.watchlist.name;
  useDocumentTitle(name ?? t('Watchlists.title'));
  useCrumbTitle(name ?? null);
  const remove = useMutation({
    ...api.watchlist.removeChannel.mutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: api.watchlist.getWatchlist.queryKey({ id: watchlistId }) });
      void queryClient.invalidateQueries({ queryKey: api.watchlist.listWatchlists.queryKey() });
    },
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });

  // A deleted watchlist or a malformed id is "not found", whether or not it was shown before; a retry cannot help.
  const code = getAppErrorCode(detail.error);
  if (code === 'NOT_FOUND' || code === 'VALIDATION') {
    return <EmptyState className="mx-auto max-w-xl" icon={<EyeIcon size={20} />} title={t('Lists.not-found')} />;
  }
  return (
    <AppQueryState query={detail} loading={<Skeleton className="mx-auto h-64 w-full max-w-5xl" />}>
      {({ watchlist, channels, savedSearch }) => {
        const isManual = watchlist.type === 'manual';
        const canRemove = isManual && ability.can('update', 'watchlist');
        return (
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
            <ListPageHeader title={watchlist.name} actions={renderActions?.(watchlist)}>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge tone={isManual ? 'neutral' : 'sky'}>{t(isManual ? 'Watchlists.type-manual' : 'Watchlists.type-dynamic')}</Badge>
                {isManual && watchlist.maxChannels !== null && (
                  <span
                    className="tabular-nums"
                    aria-label={t('Lists.counter-label', { count: watchlist.usage, max: watchlist.maxChannels })}
                  >
                    {t('Lists.counter', { count: watchlist.usage, max: watchlist.maxChannels })}
                  </span>
                )}
                {!isManual && savedSearch && <span>{t('Watchlists.follows-search', { name: savedSearch.name })}</span>}
              </div>
            </ListPageHeader>
            {!isManual && !savedSearch && <Alert tone="warning">{t('Watchlists.saved-search-missing')}</Alert>}
            {channels.length === 0 ? (
              <EmptyState
                icon={<EyeIcon size={20} />}
                title={t('Lists.no-channels')}
                body={isManual ? t('Lists.no-channels-body') : undefined}
              />
            ) : (
              <ListChannelTable
                channels={channels}
                showsChangeSinceAdded={isManual}
                onRemove={canRemove ? (channel) => remove.mutate({ watchlistId, channelId: channel.channelId }) : undefined}
              />
            )}
          </div>
        );
      }}
    </AppQueryState>
  );
}
