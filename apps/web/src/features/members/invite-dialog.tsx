import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MailIcon,
  NativeSelect,
  useToast,
} from '@creatorlens/ui';
import { EMAIL_MAX_LENGTH, inviteMemberFormSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The dialog's own words for an address that is not one; a blank or too long one gets the library's (Form.*). */
export const INVITE_MESSAGES: FieldMessages = { email: { invalid_format: 'Members.email-invalid' } };

/** "Invite member": email and role; a pending address is sent again rather than invited twice. */
export function InviteDialog({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const isMailConfigured = useIsMailDeliveryConfigured();
  const [isOpen, setIsOpen] = useState(false);
  const form = useSchemaForm(inviteMemberFormSchema, { defaultValues: { email: '', role: 'member' }, messages: INVITE_MESSAGES });
  const mutation = useMutation(
    api.member.inviteMember.mutationOptions({
      onSuccess: async (result) => {
        await Promise.all([
          queryClient.invalidateQueries(api.member.listInvitations.queryFilter()),
          queryClient.invalidateQueries(api.member.getSeatUsage.queryFilter()),
          queryClient.invalidateQueries(api.outbox.listOutboxMails.pathFilter()),
        ]);
        const sentKey = result.isResent ? 'Members.invite-resent' : 'Members.invite-sent';
        // Undefined (still loading) reads as "sent": the wording only changes once we know nothing can be sent.
        const title = isMailConfigured === false ? 'Members.invite-created-no-mail' : sentKey;
        toast.show({ tone: isMailConfigured === false ? 'neutral' : 'success', title: t(title, { email: result.invitation.email }) });
        setIsOpen(false);
        form.reset();
      },
    }),
  );

  const code = mutation.error ? getAppErrorCode(mutation.error) : null;
  const errorKey =
    code === 'CONFLICT'
      ? 'Members.invite-already-member'
      : code === 'LIMIT_EXCEEDED'
        ? 'Members.invite-seats-full'
        : code === 'VALIDATION'
          ? 'Members.email-invalid'
          : mutation.error
            ? errorMessageKey(mutation.error)
            : null;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) {
          mutation.reset();
          // A wrong address stays typed for the next try, but its message belongs to the try that was closed.
          form.clearErrors();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={isDisabled}>
          <MailIcon size={16} />
          {t('Members.invite')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('Common.close')}>
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-4">
          <DialogTitle>{t('Members.invite-title')}</DialogTitle>
          <DialogDescription>{t('Members.invite-description')}</DialogDescription>
          {errorKey && (
            <Alert tone="critical" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Field label={t('Members.invite-email')} error={fieldError(form.formState.errors, 'email')}>
            <Input
              type="email"
              autoComplete="off"
              autoFocus
              maxLength={EMAIL_MAX_LENGTH}
              placeholder={t('Auth.email-placeholder')}
              {...form.register('email')}
            />
          </Field>
          <Field label={t('Members.invite-role')}>
            <NativeSelect {...form.register('role')}>
              <option value="member">{t('Members.role-member')}</option>
              <option value="admin">{t('Members.role-admin')}</option>
            </NativeSelect>
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('Common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" isLoading={mutation.isPending}>
              {t('Members.invite-submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
