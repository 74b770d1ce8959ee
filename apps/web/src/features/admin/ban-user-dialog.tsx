import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, Field, Input } from '@creatorlens/ui';
import { BAN_REASON_MAX_LENGTH, banReasonSchema, blankAsUndefined } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAdminFeedback } from './use-admin-mutation.ts';
import type { AdminUserRow } from './users-page.tsx';

/** yyyy-mm-dd of a local date, the value format of <input type="date">. */
const toDateInputValue = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** When a ban chosen as a day (yyyy-mm-dd) ends: at the end of that day, in the admin's time zone. */
const banEndsAt = (day: string): number => new Date(`${day}T23:59:59`).getTime();

/**
 * The ban form: the reason as admin.banUser takes it (blank means none); the end day, when given, must lie in the
 * future, a rule only this form has because the procedure takes epoch milliseconds.
 */
export const banFormSchema = z.object({
  reason: blankAsUndefined(banReasonSchema),
  until: z
    .string()
    .check(z.refine((day) => day === '' || (!Number.isNaN(banEndsAt(day)) && banEndsAt(day) > Date.now()), 'Admin.ban-until-future')),
});

/** Ban with an optional reason and end date; the user is signed out everywhere at once. Mounted only while open. */
export function BanUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const form = useSchemaForm(banFormSchema, { defaultValues: { reason: '', until: '' } });
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

  const onSubmit = form.handleSubmit(({ reason, until }) =>
    ban.mutate({ userId: user.id, ...(reason ? { reason } : {}), ...(until ? { expiresAt: banEndsAt(until) } : {}) }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('Common.close')}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogTitle>{t('Admin.ban-title', { name: user.name })}</DialogTitle>
          <DialogDescription>{t('Admin.ban-body')}</DialogDescription>
          <Field label={t('Admin.ban-reason')} labelAside={t('Common.optional')} error={fieldError(form.formState.errors, 'reason')}>
            <Input maxLength={BAN_REASON_MAX_LENGTH} placeholder={t('Admin.ban-reason-placeholder')} {...form.register('reason')} />
          </Field>
          <Field
            label={t('Admin.ban-until')}
            labelAside={t('Common.optional')}
            hint={t('Admin.ban-until-hint')}
            error={fieldError(form.formState.errors, 'until')}
          >
            <Input type="date" min={minimumDate} {...form.register('until')} />
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
