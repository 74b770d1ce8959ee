import type { KeyboardEvent, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@knocklabs/client';
import { useKnockFeed } from '@knocklabs/react-core';
import { Avatar, Button, CloseIcon, Tooltip, cn, focusRing } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { feedItemParts } from './feed-item-parts.ts';
import { NOTIFICATION_NAVIGATION_DELAY_MS, navigateToAction } from './navigate-to-action.ts';
import { NotificationItemMenu } from './notification-item-menu.tsx';
import { useSeenAfterVisible, type FeedSeenScheduler } from './use-seen-after-visible.ts';

interface NotificationCellProps {
  item: FeedItem;
  /** Called just before navigating away (the popup closes). */
  onNavigate?: () => void;
  /** The home card shows a compact cell without the archive button. */
  isCompact?: boolean;
  /** The list's seen timers (spec §9: seen after 3 s at least half visible). */
  seenScheduler: FeedSeenScheduler;
}

/** One feed item (spec §2): unread dot, actor avatar, body HTML, buttons, relative time, item menu, archive. */
export function NotificationCell({ item, onNavigate, isCompact = false, seenScheduler }: NotificationCellProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { relative } = useFormatters();
  const { feedClient } = useKnockFeed();
  const { bodyHtml, actionUrl, buttons, actorName, actorAvatar } = feedItemParts(item);
  const isUnread = !item.read_at;
  const seenRef = useSeenAfterVisible<HTMLLIElement>(item, seenScheduler);

  /** Records the interaction, then navigates after the spec's 200 ms (the request gets a head start). */
  const activate = (url: string | undefined, metadata: Record<string, string>) => {
    void feedClient.markAsInteracted(item, metadata);
    if (!url) return;
    setTimeout(() => {
      onNavigate?.();
      navigateToAction(router, url);
    }, NOTIFICATION_NAVIGATION_DELAY_MS);
  };

  const onCellClick = (event: MouseEvent<HTMLDivElement>) => {
    // A link inside the body HTML goes through the same path, so it is recorded and routed without a reload.
    const anchor = (event.target as HTMLElement).closest('a');
    if (anchor) event.preventDefault();
    const url = anchor?.getAttribute('href') ?? actionUrl;
    activate(url, { type: 'cell_click', ...(url ? { action: url } : {}) });
  };
  const onCellKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    activate(actionUrl, { type: 'cell_click', ...(actionUrl ? { action: actionUrl } : {}) });
  };

  return (
    <li
      ref={seenRef}
      className="group relative flex gap-3 px-3 py-3 hover:bg-muted/60"
      data-testid="notification-cell"
      data-unread={isUnread}
      data-seen={Boolean(item.seen_at)}
    >
      <span
        aria-hidden
        className={cn('mt-3 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
        data-testid={isUnread ? 'notification-unread-dot' : undefined}
      />
      <Avatar name={actorName || '?'} src={actorAvatar} size="sm" />
      <div className="min-w-0 flex-1">
        <div
          role="link"
          tabIndex={0}
          onClick={onCellClick}
          onKeyDown={onCellKeyDown}
          className={cn('cursor-pointer rounded-md', focusRing)}
        >
          {isUnread && <span className="sr-only">{t('Notifications.unread')}: </span>}
          <div
            className="notification-body text-sm leading-relaxed break-words [&_a]:font-medium [&_a]:underline [&_p]:m-0"
            // Safe: the server renders this from its own templates and sanitises it (no scripts, no event
            // handlers, no javascript: URLs) before storing it; user-written text in it is escaped there.
            dangerouslySetInnerHTML={{ __html: bodyHtml }}
          />
          <time dateTime={item.inserted_at} className="mt-1 block text-xs text-muted-foreground">
            {relative(Date.parse(item.inserted_at))}
          </time>
        </div>
        {buttons.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {buttons.map((button, index) => (
              <Button
                key={button.name}
                size="sm"
                variant={index === 0 ? 'primary' : 'secondary'}
                onClick={() =>
                  activate(button.action, { type: 'button_click', action: button.action, name: button.name, label: button.label })
                }
              >
                {button.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <NotificationItemMenu item={item} />
      {!isCompact && !item.archived_at && (
        <Tooltip content={t('Notifications.archive-one')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Notifications.archive-one')}
            className="size-7 shrink-0 text-muted-foreground"
            onClick={() => void feedClient.markAsArchived(item)}
          >
            <CloseIcon size={14} />
          </Button>
        </Tooltip>
      )}
    </li>
  );
}
