import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../trpc.ts';

/**
 * Lists are polled so a teammate's changes appear without a reload; the realtime channel replaces this once the
 * notifications work lands (then only the touched queries are invalidated).
 */
export const LIST_POLL_MS = 15_000;

export type CampaignItem = RouterOutputs['campaign']['list'][number];
export type WatchlistItem = RouterOutputs['watchlist']['list'][number];
export type TagItem = RouterOutputs['tag']['list'][number];
export type ListKind = 'campaign' | 'watchlist' | 'tag';

export function useCampaignList() {
  const api = useTRPC();
  return useQuery(api.campaign.list.queryOptions(undefined, { refetchInterval: LIST_POLL_MS }));
}

export function useWatchlistList() {
  const api = useTRPC();
  return useQuery(api.watchlist.list.queryOptions(undefined, { refetchInterval: LIST_POLL_MS }));
}

export function useTagList() {
  const api = useTRPC();
  return useQuery(api.tag.list.queryOptions(undefined, { refetchInterval: LIST_POLL_MS }));
}
