import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton, TagIcon, useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { useCrumbTitle } from '../../lib/crumbs.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { ListChannelTable, ListPageHeader, TagDot } from '../lists/index.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const route = getRouteApi('/app/tag/$tagId');

export function TagRoutePage() {
  const { tagId } = route.useParams();
  return <TagPage tagId={tagId} />;
}

/** /tag/$tagId: the channels carrying the tag, newest first. */
export function TagPage({ tagId }: { tagId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const detail = useQuery(api.tag.getTag.queryOptions({ id: tagId }));
  const name = detail.data?.tag.name;
  useDocumentTitle(name ?? t('Tags.title'));
  useCrumbTitle(name ?? null);
  const remove = useMutation({
    ...api.tag.removeChannel.mutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: api.tag.getTag.queryKey({ id: tagId }) });
      void queryClient.invalidateQueries({ queryKey: api.tag.listTags.queryKey() });
    },
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });

  // A deleted tag or a malformed id is "not found", whether or not the tag was shown before; a retry cannot help.
  const code = getAppErrorCode(detail.error);
  if (code === 'NOT_FOUND' || code === 'VALIDATION') {
    return <EmptyState className="mx-auto max-w-xl" icon={<TagIcon size={20} />} title={t('Lists.not-found')} />;
  }
  return (
    <AppQueryState query={detail} loading={<Skeleton className="mx-auto h-64 w-full max-w-5xl" />}>
      {({ tag, channels }) => (
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
          <ListPageHeader
            title={
              <span className="flex items-center gap-3">
                <TagDot color={tag.color} className="size-3.5" />
                {tag.name}
              </span>
            }
            description={t('Lists.channels', { count: tag.usage })}
          />
          {channels.length === 0 ? (
            <EmptyState icon={<TagIcon size={20} />} title={t('Lists.no-channels')} body={t('Lists.no-channels-body')} />
          ) : (
            <ListChannelTable
              channels={channels}
              showsChangeSinceAdded
              onRemove={ability.can('update', 'tag') ? (channel) => remove.mutate({ tagId, channelId: channel.channelId }) : undefined}
            />
          )}
        </div>
      )}
    </AppQueryState>
  );
}
