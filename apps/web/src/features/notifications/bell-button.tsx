import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, buttonClassName } from '@creatorlens/ui';
import { formatBadgeCount } from './badge-count.ts';

type BellButtonProps = ComponentPropsWithoutRef<'button'> & { unseenCount: number };

/** The header bell with its unseen badge. Also the placeholder while the notifications module loads. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ unseenCount, ...props }, ref) {
  const { t } = useTranslation();
  const badge = formatBadgeCount(unseenCount);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={unseenCount > 0 ? t('Notifications.bell-label-unseen', { count: unseenCount }) : t('Notifications.bell-label')}
      className={buttonClassName({ variant: 'ghost', size: 'icon', className: 'relative' })}
      data-testid="notification-bell"
      {...props}
    >
      <BellIcon />
      {badge && (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-critical px-1 text-[10px] leading-none font-semibold text-critical-foreground tabular-nums"
        >
          {badge}
        </span>
      )}
    </button>
  );
});
