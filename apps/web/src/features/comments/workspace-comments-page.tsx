import { useId, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Field, Input, NativeSelect, Skeleton, UsersIcon } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CommentItem } from './comment-item.tsx';
import { CommentSubjectLink } from './comment-subject-link.tsx';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
const SUBJECT_TYPES = ['artist', 'channel', 'campaign'] as const;
type SubjectFilter = (typeof SUBJECT_TYPES)[number] | '';

/** /workspace/comments: every comment of the organisation, newest first, with filters. */
export function WorkspaceCommentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Comments.page-title'));
  const api = useTRPC();
  const ability = useAbility();
  const mentionsMeId = useId();
  const [subjectType, setSubjectType] = useState<SubjectFilter>('');
  const [authorId, setAuthorId] = useState('');
  const [mentionsMe, setMentionsMe] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // Listing members for the author filter needs the right to write comments (guests only read).
  const authors = useQuery({
    ...api.comment.listMentionableMembers.queryOptions({ query: '', limit: 50 }),
    enabled: ability.can('create', 'comment'),
  });
  const filters = {
    limit: PAGE_SIZE,
    ...(subjectType ? { subjectType } : {}),
    ...(authorId ? { authorId } : {}),
    ...(mentionsMe ? { mentionsMe } : {}),
    ...(query ? { query } : {}),
  };
  const comments = useInfiniteQuery({
    ...api.comment.listComments.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.nextCursor }),
    placeholderData: keepPreviousData,
  });
  const isFiltered = Boolean(subjectType || authorId || mentionsMe || query);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('Comments.page-title')}</h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{t('Comments.page-description')}</p>
      </header>

      <section
        aria-label={t('Comments.filters')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <Field label={t('Comments.filter-subject')}>
          <NativeSelect value={subjectType} onChange={(event) => setSubjectType(event.target.value as SubjectFilter)}>
            <option value="">{t('Comments.filter-subject-all')}</option>
            {SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`Comments.subject-${type}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {authors.data && (
          <Field label={t('Comments.filter-author')}>
            <NativeSelect value={authorId} onChange={(event) => setAuthorId(event.target.value)}>
              <option value="">{t('Comments.filter-author-all')}</option>
              {authors.data.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <Field label={t('Comments.filter-search')}>
          <Input
            type="search"
            value={search}
            placeholder={t('Comments.filter-search-placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <label htmlFor={mentionsMeId} className="flex h-9 items-center gap-2 text-sm">
          <input
            id={mentionsMeId}
            type="checkbox"
            checked={mentionsMe}
            onChange={(event) => setMentionsMe(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t('Comments.filter-mentions-me')}
        </label>
      </section>

      <AppQueryState
        query={comments}
        loading={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        }
        empty={
          <EmptyState
            icon={<UsersIcon size={20} />}
            title={isFiltered ? t('Comments.no-matches') : t('Comments.no-comments-title')}
            body={isFiltered ? undefined : t('Comments.no-comments-body')}
          />
        }
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      >
        {(data) => (
          <Card className="p-0">
            <ul aria-label={t('Comments.comment-list')} aria-busy={comments.isFetching || undefined} className="divide-y divide-border">
              {data.pages
                .flatMap((page) => page.items)
                .map((comment) => (
                  <li key={comment.id} className="px-4 py-4 sm:px-5">
                    <CommentItem comment={comment} subjectLink={<CommentSubjectLink comment={comment} />} />
                  </li>
                ))}
            </ul>
          </Card>
        )}
      </AppQueryState>
      {comments.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isLoading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('Comments.load-more')}
        </Button>
      )}
    </div>
  );
}
