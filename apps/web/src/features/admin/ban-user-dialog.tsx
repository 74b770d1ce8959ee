import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, Field, Input } from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { useAdminFeedback } from './use-admin-mutation.ts';
import type { AdminUserRow } from './users-page.tsx';
import { BAN_REASON_MAX_LENGTH } from '@creatorlens/contracts';

/** yyyy-mm-dd of a local date, the value format of <input type="date">. */
const toDateInputValue = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Ban with an optional reason and end date; the user is signed out everywhere at once. Mounted only while open. */
export function BanUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [untilError, setUntilError] = useState<string | null>(null);
  // The earliest day a ban can end, fixed when the dialog mounts (render stays pure).
  const [minimumDate] = useState(() => toDateInputValue(new Date(Date.now() + 86_400_000)));

  const ban = useMutation({
    ...api.admin.banUser.mutationOptions(),
    onSuccess: async () => {
      feedback.succeeded(t('Admin.banned', { name: user.name }));
      onClose();
      await feedback.refresh();
    },
    onError: feedback.failed,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The ban ends when the chosen day ends, in the admin's time zone.
    const expiresAt = until ? new Date(`${until}T23:59:59`).getTime() : undefined;
    if (expiresAt !== undefined && (Number.isNaN(expiresAt) || expiresAt <= Date.now())) {
      setUntilError(t('Admin.ban-until-future'));
      return;
    }
    setUntilError(null);
    ban.mutate({ userId: user.id, ...(reason.trim() ? { reason: reason.trim() } : {}), ...(expiresAt ? { expiresAt } : {}) });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('Common.close')}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogTitle>{t('Admin.ban-title', { name: user.name })}</DialogTitle>
          <DialogDescription>{t('Admin.ban-body')}</DialogDescription>
          <Field label={t('Admin.ban-reason')} labelAside={t('Common.optional')}>
            <Input
              value={reason}
              maxLength={BAN_REASON_MAX_LENGTH}
              placeholder={t('Admin.ban-reason-placeholder')}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <Field label={t('Admin.ban-until')} labelAside={t('Common.optional')} hint={t('Admin.ban-until-hint')} error={untilError}>
            <Input type="date" value={until} min={minimumDate} onChange={(event) => setUntil(event.target.value)} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('Common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" isLoading={ban.isPending}>
              {t('Admin.ban')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
