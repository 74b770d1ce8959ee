import { useState, type FormEvent } from 'react';
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
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Invite member": email and role; a pending address is sent again rather than invited twice. */
export function InviteDialog({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const isMailConfigured = useIsMailDeliveryConfigured();
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [isEmailInvalid, setIsEmailInvalid] = useState(false);
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
        setEmail('');
        setRole('member');
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    const isInvalid = !EMAIL_PATTERN.test(trimmed);
    setIsEmailInvalid(isInvalid);
    if (isInvalid) return;
    mutation.mutate({ email: trimmed, role });
  }

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
        if (!open) mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={isDisabled}>
          <MailIcon size={16} />
          {t('Members.invite')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('Common.close')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <DialogTitle>{t('Members.invite-title')}</DialogTitle>
          <DialogDescription>{t('Members.invite-description')}</DialogDescription>
          {errorKey && (
            <Alert tone="critical" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Field label={t('Members.invite-email')} error={isEmailInvalid ? t('Members.email-invalid') : undefined}>
            <Input
              type="email"
              name="email"
              autoComplete="off"
              autoFocus
              placeholder={t('Auth.email-placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label={t('Members.invite-role')}>
            <NativeSelect name="role" value={role} onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'member')}>
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
