import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/**
 * Whether this install sends mail (SMTP configured). Pages that would say "we sent you a link" ask first: without a
 * transport the link only waits for the operator (admin area, server log). Undefined while loading; callers then keep
 * the wording neutral rather than claim either. It changes only with a restart, so it is fetched once.
 */
export function useIsMailDeliveryConfigured(): boolean | undefined {
  const api = useTRPC();
  const query = useQuery(api.outbox.getMailDelivery.queryOptions(undefined, { staleTime: Infinity, gcTime: Infinity }));
  return query.data?.isDeliveryConfigured;
}
