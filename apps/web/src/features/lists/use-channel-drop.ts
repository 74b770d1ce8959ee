import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readablePostPlatforms } from '@creatorlens/core/permissions';
import { useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { guestRefusalToast } from '../../lib/access-refusal.tsx';
import { useSession } from '../../lib/session.ts';
import type { DraggedChannel } from './channel-drag.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { CampaignItem, TagItem, WatchlistItem } from './list-queries.ts';

/** added: something was written; nothing: nothing to do (all filtered out); refused: the drop was not accepted. */
export type ChannelDropOutcome = 'added' | 'nothing' | 'refused';

/** overLimit and maxChannels come from watchlists: channels left out because the list reached its licence limit. */
type DropResult = { added: string[]; alreadyPresent: string[]; filteredOut: string[]; overLimit?: string[]; maxChannels?: number };

/**
 * Adding channels to a campaign, watchlist or tag, shared by the sidebar's drop targets, the "Add to…" menus and
 * the board's dialog. The rules of spec §5 run here first (so a refusal is instant: the error ring, no request)
 * and again on the server. Counters move optimistically and roll back with a message when the server refuses.
 */
export function useChannelDrop() {
  const { t } = useTranslation();
  const toast = useToast();
  const ability = useAbility();
  const isGuest = useSession().session?.user.isGuest === true;
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toCampaign = useMutation(api.campaign.addChannels.mutationOptions());
  const toWatchlist = useMutation(api.watchlist.addChannels.mutationOptions());
  const toTag = useMutation(api.tag.addChannels.mutationOptions());

  /** Drops channels of platforms the licence cannot read, with the spec's message. */
  function readableOnly(channels: DraggedChannel[]): DraggedChannel[] {
    const platforms = new Set<string>(readablePostPlatforms(ability));
    const unique = [...new Map(channels.map((channel) => [channel.id, channel])).values()];
    const readable = unique.filter((channel) => platforms.has(channel.platform));
    const filteredOut = unique.length - readable.length;
    if (filteredOut > 0) toast.show({ title: t('Campaigns.dnd-channels-filtered-out', { count: filteredOut }) });
    return readable;
  }

  function report(result: DropResult, name: string, alreadyFilteredOnClient: boolean) {
    if (result.filteredOut.length > 0 && !alreadyFilteredOnClient) {
      toast.show({ title: t('Campaigns.dnd-channels-filtered-out', { count: result.filteredOut.length }) });
    }
    const leftOut = result.overLimit?.length ?? 0;
    if (leftOut > 0 && result.maxChannels !== undefined) {
      // Spec §5 refuses only at the limit: below it what fits is added, and the toast says what was not and why.
      toast.show({ title: t('ListDrop.partly-added', { count: result.added.length, left: leftOut, max: result.maxChannels }) });
    } else if (result.added.length > 0) {
      toast.show({ tone: 'success', title: t('Lists.added-channels', { count: result.added.length, name }) });
    } else if (result.alreadyPresent.length > 0) {
      toast.show({ title: t('Lists.already-present', { name }) });
    }
  }

  /** Raises a list's usage counter in its cached list now, never past its limit (if it has one); returns the undo. */
  function bumpUsage(queryKey: readonly unknown[], id: string, by: number, limit = Number.POSITIVE_INFINITY): () => void {
    const previous = queryClient.getQueryData(queryKey);
    queryClient.setQueryData(queryKey, (items: { id: string; usage: number }[] | undefined) =>
      items?.map((item) => (item.id === id ? { ...item, usage: Math.min(item.usage + by, limit) } : item)),
    );
    return () => queryClient.setQueryData(queryKey, previous);
  }

  async function run(
    listKey: readonly unknown[],
    detailKey: readonly unknown[],
    target: { id: string; name: string },
    channels: DraggedChannel[],
    send: (ids: string[]) => Promise<DropResult>,
    onRefusal?: (error: unknown) => boolean,
    limit?: number,
  ): Promise<ChannelDropOutcome> {
    const readable = readableOnly(channels);
    if (readable.length === 0) return 'nothing';
    await queryClient.cancelQueries({ queryKey: listKey });
    const undo = bumpUsage(listKey, target.id, readable.length, limit);
    try {
      const result = await send(readable.map((channel) => channel.id));
      report(result, target.name, readable.length < channels.length);
      return result.added.length > 0 ? 'added' : 'nothing';
    } catch (error) {
      undo();
      if (!onRefusal?.(error)) toast.show({ tone: 'critical', title: t(errorMessageKey(error)) });
      return 'refused';
    } finally {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: detailKey });
    }
  }

  const canUpdateCampaign = ability.can('update', 'campaign');
  const canUpdateWatchlist = ability.can('update', 'watchlist');
  const canUpdateTag = ability.can('update', 'tag');

  /** A guest's drop is taken, then refused with the way on (sign up), never silently ignored. */
  function refuseGuest(): Promise<ChannelDropOutcome> {
    toast.show(guestRefusalToast(t, 'drop'));
    return Promise.resolve('refused');
  }

  return {
    isGuest,
    canUpdateCampaign,
    canUpdateWatchlist,
    canUpdateTag,
    /** Whether a watchlist takes channels at all right now (manual and below its limit). */
    isWatchlistAccepting: (watchlist: WatchlistItem) =>
      canUpdateWatchlist && watchlist.type === 'manual' && watchlist.usage < (watchlist.maxChannels ?? 0),

    dropOnCampaign: (campaign: Pick<CampaignItem, 'id' | 'name'>, channels: DraggedChannel[]) => {
      if (isGuest) return refuseGuest();
      if (!canUpdateCampaign) {
        toast.show({ tone: 'critical', title: t('Lists.campaign-read-only') });
        return Promise.resolve<ChannelDropOutcome>('refused');
      }
      return run(
        api.campaign.listCampaigns.queryKey(),
        api.campaign.getCampaign.queryKey({ id: campaign.id }),
        campaign,
        channels,
        (channelIds) => toCampaign.mutateAsync({ campaignId: campaign.id, channelIds }),
      );
    },

    dropOnWatchlist: (watchlist: WatchlistItem, channels: DraggedChannel[]) => {
      if (isGuest) return refuseGuest();
      if (watchlist.type !== 'manual') {
        toast.show({ tone: 'critical', title: t('Lists.watchlist-not-manual') });
        return Promise.resolve<ChannelDropOutcome>('refused');
      }
      const max = watchlist.maxChannels ?? 0;
      if (watchlist.usage >= max) {
        toast.show({ tone: 'critical', title: t('Lists.watchlist-full', { name: watchlist.name, count: watchlist.usage, max }) });
        return Promise.resolve<ChannelDropOutcome>('refused');
      }
      return run(
        api.watchlist.listWatchlists.queryKey(),
        api.watchlist.getWatchlist.queryKey({ id: watchlist.id }),
        watchlist,
        channels,
        (channelIds) => toWatchlist.mutateAsync({ watchlistId: watchlist.id, channelIds }),
        (error) => {
          const code = getAppErrorCode(error);
          if (code === 'CONFLICT') toast.show({ tone: 'critical', title: t('Lists.already-present', { name: watchlist.name }) });
          else if (code === 'LIMIT_EXCEEDED')
            toast.show({ tone: 'critical', title: t('Lists.watchlist-full', { name: watchlist.name, count: watchlist.usage, max }) });
          else return false;
          return true;
        },
        // Below the limit what fits is added (spec §5): the counter stops at the limit, not past it.
        max,
      );
    },

    dropOnTag: (tag: Pick<TagItem, 'id' | 'name'>, channels: DraggedChannel[]) =>
      isGuest
        ? refuseGuest()
        : run(api.tag.listTags.queryKey(), api.tag.getTag.queryKey({ id: tag.id }), tag, channels, (channelIds) =>
            toTag.mutateAsync({ tagId: tag.id, channelIds }),
          ),
  };
}
