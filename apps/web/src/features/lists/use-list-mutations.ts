import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moveByEdge, type DropEdge } from '@creatorlens/contracts';
import { useToast } from '@creatorlens/ui';
import type { ListKind } from './list-queries.ts';
import { trpcClient, useTRPC } from '../../lib/trpc.ts';

interface Named {
  id: string;
  name: string;
}

/**
 * Rename, delete and reorder for the sidebar's lists, applied to the cached list at once and rolled back with a
 * message when the server refuses (spec §4: optimistic changes). The list is refetched afterwards either way, so a
 * teammate's concurrent change wins over a stale guess.
 */
export function useListMutations(kind: ListKind) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  // One cache shape for all three: the code below only touches id and name.
  const listKey: readonly unknown[] =
    kind === 'campaign'
      ? api.campaign.listCampaigns.queryKey()
      : kind === 'watchlist'
        ? api.watchlist.listWatchlists.queryKey()
        : api.tag.listTags.queryKey();
  const detailKey = (id: string) =>
    kind === 'campaign'
      ? api.campaign.getCampaign.queryKey({ id })
      : kind === 'watchlist'
        ? api.watchlist.getWatchlist.queryKey({ id })
        : api.tag.getTag.queryKey({ id });

  async function optimistic(change: (items: Named[]) => Named[], send: () => Promise<unknown>, id: string): Promise<boolean> {
    await queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData(listKey);
    queryClient.setQueryData(listKey, (items: Named[] | undefined) => (items ? change(items) : items));
    try {
      await send();
      return true;
    } catch {
      queryClient.setQueryData(listKey, previous);
      toast.show({ tone: 'critical', title: t('Lists.change-failed') });
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: detailKey(id) });
    }
  }

  return {
    /** Saves nothing for a blank name (spec §5); returns whether a request was made and succeeded. */
    rename: (id: string, rawName: string) => {
      const name = rawName.trim();
      if (!name) return Promise.resolve(false);
      const send = () =>
        kind === 'campaign'
          ? trpcClient.campaign.updateCampaign.mutate({ id, data: { name } })
          : kind === 'watchlist'
            ? trpcClient.watchlist.updateWatchlist.mutate({ id, data: { name } })
            : trpcClient.tag.updateTag.mutate({ id, data: { name } });
      return optimistic((items) => items.map((item) => (item.id === id ? { ...item, name } : item)), send, id);
    },
    remove: async (item: Named) => {
      const send = () =>
        kind === 'campaign'
          ? trpcClient.campaign.deleteCampaign.mutate({ id: item.id })
          : kind === 'watchlist'
            ? trpcClient.watchlist.deleteWatchlist.mutate({ id: item.id })
            : trpcClient.tag.deleteTag.mutate({ id: item.id });
      const isDone = await optimistic((items) => items.filter((entry) => entry.id !== item.id), send, item.id);
      if (isDone) toast.show({ tone: 'success', title: t('Lists.deleted', { name: item.name }) });
      return isDone;
    },
    reorder: (id: string, targetId: string, edge: DropEdge) => {
      const input = { id, targetId, edge };
      const send = () =>
        kind === 'campaign'
          ? trpcClient.campaign.reorderCampaign.mutate(input)
          : kind === 'watchlist'
            ? trpcClient.watchlist.reorderWatchlist.mutate(input)
            : trpcClient.tag.reorderTag.mutate(input);
      return optimistic(
        (items) => {
          const byId = new Map(items.map((item) => [item.id, item]));
          return moveByEdge(
            items.map((item) => item.id),
            id,
            targetId,
            edge,
          ).map((itemId) => byId.get(itemId)!);
        },
        send,
        id,
      );
    },
  };
}
