import { useTranslation } from 'react-i18next';
import { Avatar, Button, LogOutIcon, Spinner } from '@creatorlens/ui';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import type { SessionUser } from '../lib/session.ts';
import { GuestCountdown } from './guest-countdown.tsx';

/** The current user, a sign-out button and, for guests, the expiry countdown (which signs out at zero). */
export function SidebarFooter({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const displayName = user.isGuest ? t('Shell.guest') : user.displayName;
  return (
    <div className="flex flex-col gap-2 border-t border-border p-3">
      {user.isGuest && <GuestCountdown className="self-start" />}
      <div className="flex items-center gap-2">
        <Avatar name={displayName} src={user.image} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium" data-testid="sidebar-user-name">
            {displayName}
          </span>
          {!user.isGuest && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Auth.sign-out')}
          title={t('Auth.sign-out')}
          disabled={isSigningOut}
          onClick={() => void signOut()}
        >
          {isSigningOut ? <Spinner size="sm" /> : <LogOutIcon />}
        </Button>
      </div>
    </div>
  );
}
