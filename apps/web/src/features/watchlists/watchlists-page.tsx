import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, EmptyState, EyeIcon, Skeleton, cn, focusRing, PlusIcon } from '@creatorlens/ui';
import { CreateListDialog, ListPageHeader, useCreateListAction, useWatchlistList } from '../lists/index.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /watchlist: every watchlist of the organisation with its type and, for manual ones, n / max. */
export function WatchlistsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Watchlists.title'));
  const list = useWatchlistList();
  const create = useCreateListAction('watchlist');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ListPageHeader
        title={t('Watchlists.title')}
        description={t('Watchlists.description')}
        actions={
          create.isShown && (
            <Button onClick={create.open}>
              <PlusIcon size={16} />
              {t('Watchlists.new')}
            </Button>
          )
        }
      />
      <AppQueryState
        query={list}
        loading={<Skeleton className="h-40" />}
        empty={<EmptyState icon={<EyeIcon size={20} />} title={t('Watchlists.empty-title')} body={t('Watchlists.empty-body')} />}
      >
        {(watchlists) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {watchlists.map((watchlist) => (
              <li key={watchlist.id}>
                <Link
                  to="/watchlist/$watchlistId"
                  params={{ watchlistId: watchlist.id }}
                  className={cn(
                    'flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-card hover:border-primary/40',
                    focusRing,
                  )}
                >
                  <span className="truncate font-semibold">{watchlist.name}</span>
                  <span className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Badge tone={watchlist.type === 'manual' ? 'neutral' : 'sky'}>
                      {t(watchlist.type === 'manual' ? 'Watchlists.type-manual' : 'Watchlists.type-dynamic')}
                    </Badge>
                    {watchlist.type === 'manual' && watchlist.maxChannels !== null && (
                      <span
                        className="tabular-nums"
                        title={t('Lists.counter-label', { count: watchlist.usage, max: watchlist.maxChannels })}
                      >
                        {t('Lists.counter', { count: watchlist.usage, max: watchlist.maxChannels })}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AppQueryState>
      <CreateListDialog {...create.dialogProps} />
    </div>
  );
}
