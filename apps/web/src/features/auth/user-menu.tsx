import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  DeferredDropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  LogOutIcon,
  ShieldIcon,
  Spinner,
  UserIcon,
  cn,
  focusRing,
} from '@creatorlens/ui';
import type { SessionUser } from '../../lib/session.ts';
import { useSignOut } from './use-sign-out.ts';

/** Avatar button with the account links and sign-out; used by the app shell and the public header. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const displayName = user.isGuest ? t('Shell.guest') : user.displayName;

  return (
    // Mounted on first use, like the shell's other menus: nothing of it is needed for the page's first frame.
    <DeferredDropdownMenu
      trigger={
        <button
          type="button"
          aria-label={t('Shell.open-user-menu')}
          className={cn('rounded-full transition-opacity hover:opacity-90', focusRing)}
        >
          <Avatar name={displayName} src={user.image} size="sm" />
        </button>
      }
    >
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2">
          <Avatar name={displayName} src={user.image} size="md" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold text-foreground">{displayName}</span>
            {!user.isGuest && <span className="truncate text-xs font-normal">{user.email}</span>}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserIcon />
            {t('Shell.manage-account')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/security">
            <ShieldIcon />
            {t('Shell.security')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isSigningOut}
          onSelect={(event) => {
            // Keep the menu open so the spinner is visible until navigation replaces the page.
            event.preventDefault();
            void signOut();
          }}
        >
          {isSigningOut ? <Spinner size="sm" /> : <LogOutIcon />}
          {t('Auth.sign-out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}
