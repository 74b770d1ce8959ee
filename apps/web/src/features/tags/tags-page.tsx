import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Skeleton, TagIcon, cn, focusRing, PlusIcon } from '@creatorlens/ui';
import { CreateListDialog, ListPageHeader, useCreateListAction, useTagList, TagDot } from '../lists/index.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /tag: the organisation's tags with their colours and how many channels carry each. */
export function TagsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Tags.title'));
  const list = useTagList();
  const create = useCreateListAction('tag');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ListPageHeader
        title={t('Tags.title')}
        description={t('Tags.description')}
        actions={
          create.isShown && (
            <Button onClick={create.open}>
              <PlusIcon size={16} />
              {t('Tags.new')}
            </Button>
          )
        }
      />
      <AppQueryState
        query={list}
        loading={<Skeleton className="h-40" />}
        empty={<EmptyState icon={<TagIcon size={20} />} title={t('Tags.empty-title')} body={t('Tags.empty-body')} />}
      >
        {(tags) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  to="/tag/$tagId"
                  params={{ tagId: tag.id }}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-card hover:border-primary/40',
                    focusRing,
                  )}
                >
                  <TagDot color={tag.color} className="size-3" />
                  <span className="min-w-0 flex-1 truncate font-semibold">{tag.name}</span>
                  <span className="text-sm text-muted-foreground tabular-nums">{t('Lists.channels', { count: tag.usage })}</span>
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
