import { useCallback, useEffect, useRef, useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { NetworkStatus } from '@knocklabs/client';
import { useKnockFeed } from '@knocklabs/react-core';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@creatorlens/ui';
import { onOpenNotificationBell } from '../../lib/knock-slots.ts';
import { badgeCountOf, BELL_BADGE_COUNT_TYPE, type BadgeCountType } from './badge-count.ts';
import { BellButton } from './bell-button.tsx';
import type { FeedStatus } from './feed-item-parts.ts';
import { FeedList } from './feed-list.tsx';
import { FeedToolbar } from './feed-toolbar.tsx';
import { useFetchAfterMissedPush } from './missed-push.ts';
import { PreferencesPanel } from './preferences-panel.tsx';

export type FeedTab = FeedStatus | 'settings';
/** The feed widget's tabs All, Unread, Read and Unseen (spec §2 and §9), then the settings. */
const FEED_STATUSES: readonly FeedStatus[] = ['all', 'unread', 'read', 'unseen'];
const FEED_TABS: readonly FeedTab[] = [...FEED_STATUSES, 'settings'];

/**
 * The bell and its popup (spec §2): tabs all, unread (default), read, unseen and settings. The badge counts what
 * `badgeCountType` says (Knock's prop of the same name, unseen by default); an item becomes seen after 3 s in view.
 */
export function FeedPopover({ badgeCountType = BELL_BADGE_COUNT_TYPE }: { badgeCountType?: BadgeCountType }) {
  const { t } = useTranslation();
  const { feedClient, useFeedStore } = useKnockFeed();
  const badgeCount = useFeedStore((state) => badgeCountOf(state.metadata, badgeCountType));
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<FeedTab>('unread');

  const networkStatus = useFeedStore((state) => state.networkStatus);
  // Bumped after a bulk action, so the tab is fetched again once the server has applied it.
  const [generation, setGeneration] = useState(0);
  const requested = useRef<string | null>(null);

  // The feed (and with it the badge count) loads right away, not when the popup first opens. The Knock client drops
  // a fetch while another is in flight (a realtime refresh, e.g. after items were marked seen): the tab's
  // fetch then waits for that one to settle instead of leaving the list of another tab on screen.
  useEffect(() => {
    const request = `${tab}#${generation}`;
    if (tab === 'settings' || requested.current === request) return;
    if (networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.fetchMore) return;
    requested.current = request;
    void feedClient.fetch({ status: tab }).then((result) => {
      if (!result && requested.current === request) requested.current = null;
    });
  }, [feedClient, tab, generation, networkStatus]);

  // Counts pushed while another request was in flight may have been overwritten by its older answer: fetch again.
  const metadata = useFeedStore((state) => state.metadata);
  const fetchAgain = useCallback(() => {
    if (tab === 'settings') void feedClient.fetch();
    else setGeneration((current) => current + 1);
  }, [feedClient, tab]);
  useFetchAfterMissedPush(networkStatus, metadata, fetchAgain);

  // After a realtime event the Knock client refreshes with the feed's default options, i.e. every status (and with
  // an empty list it replaces it): a filtered tab would then list items that do not belong to it, so it is
  // fetched again under its own filter.
  useEffect(() => {
    if (tab === 'all' || tab === 'settings') return;
    const onRealtime = () => setGeneration((current) => current + 1);
    feedClient.on('items.received.realtime', onRealtime);
    return () => feedClient.off('items.received.realtime', onRealtime);
  }, [feedClient, tab]);

  // Opening the feed marks nothing seen by itself (unlike Knock's popover): spec §9 counts an item seen once it has
  // been at least half visible for 3 s, so the cells report themselves and items never scrolled to stay unseen.
  const onOpenChange = useCallback((open: boolean) => setIsOpen(open), []);

  useEffect(() => onOpenNotificationBell(() => onOpenChange(true)), [onOpenChange]);

  // A notification that navigates closes the popup without handing focus back to the bell: focus belongs to where
  // the link leads (a linked comment takes it).
  const isLeaving = useRef(false);
  const onNavigate = useCallback(() => {
    isLeaving.current = true;
    setIsOpen(false);
  }, []);

  return (
    <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <BellButton count={badgeCount} countType={badgeCountType} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('Notifications.title')}
          data-testid="notification-popup"
          onCloseAutoFocus={(event) => {
            if (!isLeaving.current) return;
            isLeaving.current = false;
            event.preventDefault();
          }}
          className="z-50 flex max-h-[min(80vh,640px)] w-[min(92vw,420px)] flex-col rounded-xl border border-border bg-surface shadow-popover outline-none"
        >
          <Tabs value={tab} onValueChange={(value) => setTab(value as FeedTab)} className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between gap-2 px-3 pt-3">
              <h2 className="text-sm font-semibold">{t('Shell.notifications')}</h2>
            </div>
            {/* Five tabs share a phone's width (German labels included) instead of scrolling out of view. */}
            <TabsList aria-label={t('Notifications.feed-tabs')} className="mx-3 mt-2 flex">
              {FEED_TABS.map((value) => (
                <TabsTrigger key={value} value={value} className="flex-1 px-1.5 text-xs sm:px-3 sm:text-sm">
                  {t(`Notifications.tab-${value}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {FEED_STATUSES.map((value) => (
              <TabsContent key={value} value={value} className="flex min-h-0 flex-1 flex-col">
                <FeedToolbar onApplied={() => setGeneration((current) => current + 1)} />
                <FeedList status={value} onNavigate={onNavigate} />
              </TabsContent>
            ))}
            <TabsContent value="settings" className="min-h-0 flex-1 overflow-y-auto">
              <PreferencesPanel />
            </TabsContent>
          </Tabs>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
