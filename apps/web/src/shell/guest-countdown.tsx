import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClockIcon, cn } from '@creatorlens/ui';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import { useFormatters } from '../lib/i18n.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useNow } from '../lib/use-now.ts';

const WARNING_MS = 5 * 60_000;

/** "Guest session ends in mm:ss"; signs out and returns to / when the time is up (spec §4). */
export function GuestCountdown({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const expiration = useQuery(api.user.getGuestExpiration.queryOptions()).data ?? null;
  const now = useNow(1000, expiration !== null);
  const { signOut } = useSignOut();
  const hasSignedOut = useRef(false);

  const remaining = expiration ? expiration.epochMillis - now : null;
  const isExpired = remaining !== null && remaining <= 0;

  useEffect(() => {
    if (!isExpired || hasSignedOut.current) return;
    hasSignedOut.current = true;
    void signOut();
  }, [isExpired, signOut]);

  if (remaining === null) return null;
  const time = format.countdown(remaining);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium tabular-nums',
        remaining < WARNING_MS ? 'bg-warning-soft text-warning-strong' : 'bg-muted text-muted-foreground',
        className,
      )}
      role="timer"
      title={t('Shell.guest-countdown-label')}
    >
      <ClockIcon size={13} />
      {t('Shell.guest-countdown', { time })}
    </span>
  );
}
