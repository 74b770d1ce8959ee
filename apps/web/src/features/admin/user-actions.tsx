import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DeferredDropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  EyeIcon,
  ShieldIcon,
  UserIcon,
  useToast,
} from '@creatorlens/ui';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BanUserDialog } from './ban-user-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';
import type { AdminUserRow } from './users-page.tsx';

type OpenDialog = 'role' | 'ban' | 'unban' | 'impersonate' | null;

/** The "…" menu of one user row: details, role, ban or unban, impersonate; each change asks first. */
export function UserActions({ user, onOpenDetails }: { user: AdminUserRow; onOpenDetails: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const feedback = useAdminFeedback();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isImpersonating, setIsImpersonating] = useState(false);
  const close = () => setDialog(null);
  const nextRole = user.role === 'admin' ? 'user' : 'admin';

  const setRole = useMutation({
    ...api.admin.setUserRole.mutationOptions(),
    onSuccess: async () => {
      feedback.succeeded(
        nextRole === 'admin' ? t('Admin.role-granted', { name: user.name }) : t('Admin.role-removed', { name: user.name }),
      );
      close();
      await feedback.refresh();
    },
    onError: feedback.failed,
  });
  const unban = useMutation({
    ...api.admin.unbanUser.mutationOptions(),
    onSuccess: async () => {
      feedback.succeeded(t('Admin.unbanned', { name: user.name }));
      close();
      await feedback.refresh();
    },
    onError: feedback.failed,
  });

  async function impersonate() {
    setIsImpersonating(true);
    const result = await callAuth(() => authClient.admin.impersonateUser({ userId: user.id }));
    if (result.errorKey) {
      setIsImpersonating(false);
      toast.show({ tone: 'critical', title: t(result.errorKey) });
      return;
    }
    // A full reload drops every cached answer of the admin's own session before the app starts as the user.
    window.location.assign('/');
  }

  // Admins cannot impersonate other admins (better-auth refuses it) nor themselves, and guests have nothing to show.
  const canImpersonate = !user.isMe && user.role !== 'admin' && !user.isGuest && !user.isBanned;
  const canChangeRole = !user.isMe && !user.isGuest;

  return (
    <>
      {/* Mounted on first use: the users table has a menu per row. */}
      <DeferredDropdownMenu
        trigger={
          <Button variant="ghost" size="sm" aria-label={t('Admin.user-actions', { name: user.name })}>
            <span aria-hidden className="text-base leading-none">
              ⋯
            </span>
          </Button>
        }
      >
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onOpenDetails}>
            <UserIcon size={16} />
            {t('Admin.view-details')}
          </DropdownMenuItem>
          {canChangeRole && (
            <DropdownMenuItem onSelect={() => setDialog('role')}>
              <ShieldIcon size={16} />
              {user.role === 'admin' ? t('Admin.remove-admin') : t('Admin.make-admin')}
            </DropdownMenuItem>
          )}
          {canImpersonate && (
            <DropdownMenuItem onSelect={() => setDialog('impersonate')}>
              <EyeIcon size={16} />
              {t('Admin.impersonate')}
            </DropdownMenuItem>
          )}
          {!user.isMe && (
            <>
              <DropdownMenuSeparator />
              {user.isBanned ? (
                <DropdownMenuItem onSelect={() => setDialog('unban')}>{t('Admin.unban')}</DropdownMenuItem>
              ) : (
                <DropdownMenuItem isDestructive onSelect={() => setDialog('ban')}>
                  {t('Admin.ban')}
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DeferredDropdownMenu>

      <ConfirmDialog
        isOpen={dialog === 'role'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={nextRole === 'admin' ? t('Admin.make-admin-title', { name: user.name }) : t('Admin.remove-admin-title', { name: user.name })}
        body={nextRole === 'admin' ? t('Admin.make-admin-body') : t('Admin.remove-admin-body')}
        confirmLabel={nextRole === 'admin' ? t('Admin.make-admin') : t('Admin.remove-admin')}
        isDestructive={nextRole === 'user'}
        isPending={setRole.isPending}
        onConfirm={() => setRole.mutate({ userId: user.id, role: nextRole })}
      />
      <ConfirmDialog
        isOpen={dialog === 'unban'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('Admin.unban-title', { name: user.name })}
        body={t('Admin.unban-body')}
        confirmLabel={t('Admin.unban')}
        isPending={unban.isPending}
        onConfirm={() => unban.mutate({ userId: user.id })}
      />
      <ConfirmDialog
        isOpen={dialog === 'impersonate'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('Admin.impersonate-title', { name: user.name })}
        body={t('Admin.impersonate-body')}
        confirmLabel={t('Admin.impersonate')}
        isPending={isImpersonating}
        onConfirm={() => void impersonate()}
      />
      {/* Mounted while open only (one per row); a new opening starts with an empty reason. */}
      {dialog === 'ban' && <BanUserDialog user={user} onClose={close} />}
    </>
  );
}
