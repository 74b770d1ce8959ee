import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../trpc.ts';

// A teammate's changes arrive over the notification socket (features/notifications/lists-realtime.tsx invalidates the
// touched kind's queries), so lists are not polled.

export type CampaignItem = RouterOutputs['campaign']['list'][number];
export type WatchlistItem = RouterOutputs['watchlist']['list'][number];
export type TagItem = RouterOutputs['tag']['list'][number];
export type { ListKind } from '@creatorlens/contracts';

export function useCampaignList() {
  const api = useTRPC();
  return useQuery(api.campaign.list.queryOptions());
}

export function useWatchlistList() {
  const api = useTRPC();
  return useQuery(api.watchlist.list.queryOptions());
}

export function useTagList() {
  const api = useTRPC();
  return useQuery(api.tag.list.queryOptions());
}
