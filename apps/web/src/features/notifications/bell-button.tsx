import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, buttonClassName } from '@creatorlens/ui';
import { formatBadgeCount, type BadgeCountType } from './badge-count.ts';

type BellButtonProps = ComponentPropsWithoutRef<'button'> & { count: number; countType?: BadgeCountType };

/** The header bell with its badge (unseen, unread or all items). Also the placeholder while the notifications module loads. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { count, countType = 'unseen', ...props },
  ref,
) {
  const { t } = useTranslation();
  const badge = formatBadgeCount(count);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={count > 0 ? t(`Notifications.bell-label-${countType}`, { count }) : t('Notifications.bell-label')}
      className={buttonClassName({ variant: 'ghost', size: 'icon', className: 'relative' })}
      data-testid="notification-bell"
      {...props}
    >
      <BellIcon />
      {badge && (
        <span
          aria-hidden
          data-testid="notification-badge"
          data-count-type={countType}
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-critical px-1 text-[10px] leading-none font-semibold text-critical-foreground tabular-nums"
        >
          {badge}
        </span>
      )}
    </button>
  );
});
