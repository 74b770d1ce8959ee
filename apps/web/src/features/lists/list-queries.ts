import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

// A teammate's changes arrive over the notification socket (features/notifications/lists-realtime.tsx invalidates the
// touched kind's queries), so lists are not polled.

export type CampaignItem = RouterOutputs['campaign']['listCampaigns'][number];
export type WatchlistItem = RouterOutputs['watchlist']['listWatchlists'][number];
export type TagItem = RouterOutputs['tag']['listTags'][number];
export type { ListKind } from '@creatorlens/contracts';

export function useCampaignList() {
  const api = useTRPC();
  return useQuery(api.campaign.listCampaigns.queryOptions());
}

export function useWatchlistList() {
  const api = useTRPC();
  return useQuery(api.watchlist.listWatchlists.queryOptions());
}

export function useTagList() {
  const api = useTRPC();
  return useQuery(api.tag.listTags.queryOptions());
}
