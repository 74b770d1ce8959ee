import { useCallback, useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Skeleton, cn, useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';
import { commentElementId, useLinkedComment } from './use-linked-comment.ts';

const THREAD_PAGE_SIZE = 20;

export interface CommentThreadProps {
  subjectType: 'artist' | 'channel' | 'campaign';
  /** The artist's id (not its slug), the channel's id or the campaign's id. */
  subjectId: string;
  /** Heading above the thread; defaults to "Comments". */
  title?: string;
  className?: string;
}

/** The organisation's comments on one artist, channel or campaign, newest first, with a composer on top. */
export function CommentThread({ subjectType, subjectId, title, className }: CommentThreadProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const ability = useAbility();
  const headingId = useId();
  const canWrite = ability.can('create', 'comment');
  const comments = useInfiniteQuery(
    api.comment.listComments.infiniteQueryOptions(
      { subjectType, subjectId, limit: THREAD_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  const [createError, setCreateError] = useState<string | null>(null);
  const create = useMutation(api.comment.createComment.mutationOptions());

  async function onCreate(body: string): Promise<boolean> {
    try {
      await create.mutateAsync({ subjectType, subjectId, body });
    } catch (error) {
      setCreateError(t(errorMessageKey(error)));
      return false;
    }
    setCreateError(null);
    toast.show({ tone: 'success', title: t('Comments.comment-posted') });
    // Every comment list may show the new comment: this thread and the workspace overview.
    await queryClient.invalidateQueries({ queryKey: api.comment.listComments.pathKey() });
    return true;
  }

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = comments;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const linkedId = useLinkedComment({
    loadedIds: useMemo(() => (comments.data?.pages ?? []).flatMap((page) => page.items.map((comment) => comment.id)), [comments.data]),
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  });
  return (
    <Card className={cn('flex flex-col gap-4 p-5', className)}>
      <h3 id={headingId} className="text-sm font-semibold">
        {title ?? t('Comments.thread-title')}
      </h3>
      {canWrite ? (
        <CommentComposer
          label={t('Comments.composer-label')}
          submitLabel={t('Comments.send')}
          isSubmitting={create.isPending}
          error={createError}
          onSubmit={onCreate}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('Comments.read-only')}</p>
      )}
      <AppQueryState
        query={comments}
        loading={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        }
        empty={<p className="text-sm text-muted-foreground">{t('Comments.thread-empty')}</p>}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      >
        {(data) => (
          <ul aria-labelledby={headingId} className="flex flex-col gap-4">
            {data.pages
              .flatMap((page) => page.items)
              .map((comment) => (
                <li
                  key={comment.id}
                  id={commentElementId(comment.id)}
                  // Focusable from script only: a followed link moves focus here, Tab order stays as it was.
                  tabIndex={-1}
                  aria-current={comment.id === linkedId ? 'true' : undefined}
                  data-linked={comment.id === linkedId || undefined}
                  className={cn(
                    'scroll-mt-20 rounded-lg outline-none',
                    comment.id === linkedId && '-m-2 bg-primary/5 p-2 ring-2 ring-primary',
                  )}
                >
                  <CommentItem comment={comment} />
                </li>
              ))}
          </ul>
        )}
      </AppQueryState>
      {comments.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          isLoading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('Comments.load-more')}
        </Button>
      )}
    </Card>
  );
}
