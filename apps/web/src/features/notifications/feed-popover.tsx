import { useEffect, useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useKnockFeed } from '@knocklabs/react-core';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@creatorlens/ui';
import { onOpenNotificationBell } from '../../lib/knock-slots.ts';
import { BellButton } from './bell-button.tsx';
import { FeedList } from './feed-list.tsx';
import { FeedToolbar } from './feed-toolbar.tsx';
import { PreferencesPanel } from './preferences-panel.tsx';

export type FeedTab = 'all' | 'unread' | 'read' | 'settings';
const FEED_TABS: readonly FeedTab[] = ['all', 'unread', 'read', 'settings'];

/** The bell and its popup (spec §2): tabs all, unread (default), read and settings. */
export function FeedPopover() {
  const { t } = useTranslation();
  const { feedClient, useFeedStore } = useKnockFeed();
  const unseenCount = useFeedStore((state) => state.metadata.unseen_count);
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<FeedTab>('unread');

  // The feed (and with it the badge count) loads right away, not when the popup first opens.
  useEffect(() => {
    if (tab !== 'settings') void feedClient.fetch({ status: tab });
  }, [feedClient, tab]);

  useEffect(() => onOpenNotificationBell(() => setIsOpen(true)), []);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <BellButton unseenCount={unseenCount} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('Notifications.title')}
          data-testid="notification-popup"
          className="z-50 flex max-h-[min(80vh,640px)] w-[min(92vw,420px)] flex-col rounded-xl border border-border bg-surface shadow-popover outline-none"
        >
          <Tabs value={tab} onValueChange={(value) => setTab(value as FeedTab)} className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between gap-2 px-3 pt-3">
              <h2 className="text-sm font-semibold">{t('Shell.notifications')}</h2>
            </div>
            <TabsList aria-label={t('Notifications.feed-tabs')} className="mx-3 mt-2">
              {FEED_TABS.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {t(`Notifications.tab-${value}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {FEED_TABS.filter((value) => value !== 'settings').map((value) => (
              <TabsContent key={value} value={value} className="flex min-h-0 flex-1 flex-col">
                <FeedToolbar status={value as Exclude<FeedTab, 'settings'>} />
                <FeedList status={value as Exclude<FeedTab, 'settings'>} onNavigate={() => setIsOpen(false)} />
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
