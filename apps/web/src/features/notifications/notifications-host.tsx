import { useCallback, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { KnockFeedProvider, KnockGuideProvider, KnockProvider } from '@knocklabs/react-core';
import { useSession } from '../../lib/session.ts';
import { trpcClient, useTRPC } from '../../lib/trpc.ts';
import { setNotificationHostReady, useNotificationSlots } from '../../lib/knock-slots.ts';
import { BellButton } from './bell-button.tsx';
import { FeedPopover } from './feed-popover.tsx';
import { RecentNotificationsList } from './recent-notifications-list.tsx';
import { GuideViews } from './guide-views.tsx';
import { ListsRealtime } from './lists-realtime.tsx';
import { SlackSlotPortals } from './slack/slack-slot-portals.tsx';
import { MsTeamsSlotPortals } from './ms-teams/ms-teams-slot-portals.tsx';

/** Refresh the user token this long before it expires (spec: onUserTokenExpiring with a 30 s lead). */
export const USER_TOKEN_REFRESH_LEAD_MS = 30_000;

/** What the bell feed fetches: archived items never show in the popup; pages of 50 (spec §9 feed page size). */
const BELL_FEED_OPTIONS = { archived: 'exclude', page_size: 50 } as const;
/** The home card's own feed on the same channel: the latest five, independent of the bell's tab filter. */
const RECENT_FEED_OPTIONS = { archived: 'exclude', page_size: 5 } as const;

/**
 * The lazily loaded notifications module: one Knock client (one socket) for the tab, the bell with its popup,
 * portals into the slots other parts of the app registered (home card, guide host), and the lists' realtime updates.
 */
export function NotificationsHost() {
  const api = useTRPC();
  const { session } = useSession();
  const licenseName = session?.organization?.license?.name ?? null;
  // Knock's tenant is the organisation: a Slack connection belongs to it, not to the person.
  const tenantId = session?.organization?.id ?? null;
  const config = useQuery({
    ...api.notification.getClientConfig.queryOptions(),
    // The token inside is refreshed by the Knock client itself (below); refetching here would re-authenticate twice.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // Asking the server again is how a token is refreshed; the client re-authenticates with the returned one.
  const refreshUserToken = useCallback(async () => (await trpcClient.notification.getClientConfig.query()).userToken, []);

  // Disabled like the shell's placeholder until the feed can open: an enabled bell here would ignore a click.
  if (!config.data) return <BellButton count={0} disabled />;
  const { host, publicKey, userId, userToken, feedChannelId, guideChannelId, slack, msTeams } = config.data;
  return (
    <KnockProvider
      apiKey={publicKey}
      host={host}
      // Identified inline with the active organisation's licence name (spec §7), so workflows and guides can
      // target by plan; switching organisation identifies again.
      user={{ id: userId, ...(licenseName ? { licenseName } : {}) }}
      userToken={userToken}
      onUserTokenExpiring={refreshUserToken}
      timeBeforeExpirationInMs={USER_TOKEN_REFRESH_LEAD_MS}
    >
      <KnockFeedProvider feedId={feedChannelId} defaultFeedOptions={BELL_FEED_OPTIONS}>
        <FeedPopover />
      </KnockFeedProvider>
      <SlotPortals feedChannelId={feedChannelId} guideChannelId={guideChannelId} />
      {tenantId && <SlackSlotPortals slack={slack} host={host} tenantId={tenantId} />}
      {tenantId && <MsTeamsSlotPortals msTeams={msTeams} host={host} tenantId={tenantId} />}
      {/* The same socket carries the organisation's list changes (sidebar and list pages refetch on them). */}
      <ListsRealtime />
    </KnockProvider>
  );
}

function SlotPortals({ feedChannelId, guideChannelId }: { feedChannelId: string; guideChannelId: string }) {
  const slots = useNotificationSlots().filter((slot) => slot.kind === 'recent-card' || slot.kind === 'guides');
  useEffect(() => {
    setNotificationHostReady(true);
    return () => setNotificationHostReady(false);
  }, []);
  return slots.map((slot) =>
    slot.kind === 'recent-card'
      ? createPortal(
          <KnockFeedProvider feedId={feedChannelId} defaultFeedOptions={RECENT_FEED_OPTIONS}>
            <RecentNotificationsList />
          </KnockFeedProvider>,
          slot.element,
          slot.id,
        )
      : createPortal(
          <KnockGuideProvider channelId={guideChannelId} readyToTarget>
            <GuideViews />
          </KnockGuideProvider>,
          slot.element,
          slot.id,
        ),
  );
}
