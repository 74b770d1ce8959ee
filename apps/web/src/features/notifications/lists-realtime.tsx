import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useKnockClient } from '@knocklabs/react-core';
import { LIST_KINDS, LISTS_CHANGED_EVENT, listsChangedPayloadSchema, listsTopic, type ListKind } from '@creatorlens/contracts';
import { useSession } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

type KnockSocket = NonNullable<ReturnType<ReturnType<typeof useKnockClient>['client']>['socket']>;
type PhoenixChannel = ReturnType<KnockSocket['channel']>;

/**
 * Keeps the sidebar lists and the list pages current without polling: joins the active organisation's `lists:{id}`
 * topic on the notification socket (the one the bell already holds open) and, on `lists.changed`, invalidates the
 * touched kind's queries so TanStack Query refetches what is on screen. After a reconnect everything is refetched
 * once, since events sent while offline are not replayed. Renders nothing; lives inside the KnockProvider.
 */
export function ListsRealtime() {
  const knock = useKnockClient();
  const queryClient = useQueryClient();
  const api = useTRPC();
  const { session } = useSession();
  const organizationId = session?.organization?.id ?? null;

  useEffect(() => {
    if (!organizationId) return;
    const keys = { campaign: api.campaign.pathKey(), watchlist: api.watchlist.pathKey(), tag: api.tag.pathKey() };
    const invalidate = (kinds: readonly ListKind[]) => {
      for (const kind of kinds) void queryClient.invalidateQueries({ queryKey: keys[kind] });
    };
    let channel: PhoenixChannel | null = null;
    const join = () => {
      channel?.leave();
      channel = null;
      // The client rebuilds its socket when the user token is refreshed; always take the current one.
      const socket = knock.client().socket;
      if (!socket) return;
      if (!socket.isConnected()) socket.connect();
      const joined = socket.channel(listsTopic(organizationId), {});
      let hasJoinedBefore = false;
      joined.on(LISTS_CHANGED_EVENT, (payload: unknown) => {
        // A payload that does not match the declared event (an older or newer server) is ignored.
        const event = listsChangedPayloadSchema.safeParse(payload);
        if (event.success) invalidate([event.data.kind]);
      });
      // Phoenix calls this on every (re)join; from the second on, catch up on what a disconnect may have missed.
      joined.join().receive('ok', () => {
        if (hasJoinedBefore) invalidate(LIST_KINDS);
        hasJoinedBefore = true;
      });
      channel = joined;
    };
    join();
    const unsubscribe = knock.authStore.subscribe(() => join());
    return () => {
      unsubscribe();
      channel?.leave();
    };
  }, [knock, organizationId, queryClient, api]);

  return null;
}
