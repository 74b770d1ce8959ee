import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { BellIcon, EmptyState, buttonClassName } from '@creatorlens/ui';

/**
 * The header bell. Until the notification service is wired in (its own issue), the feed is always empty, so the
 * popup shows the spec's empty state rather than pretending to have items.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger aria-label={t('Shell.notifications')} className={buttonClassName({ variant: 'ghost', size: 'icon' })}>
        <BellIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(92vw,420px)] rounded-xl border border-border bg-surface p-2 shadow-popover outline-none"
        >
          <h2 className="px-2 pt-1 pb-2 text-sm font-semibold">{t('Shell.notifications')}</h2>
          <EmptyState icon={<BellIcon size={20} />} title={t('Shell.notifications-empty-title')} body={t('Shell.notifications-empty-body')} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
