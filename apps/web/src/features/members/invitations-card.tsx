import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, CopyButton, useToast } from '@creatorlens/ui';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useRoleLabel } from './member-labels.ts';

type Invitation = RouterOutputs['member']['listInvitations'][number];

/** Pending invitations; admins copy the link (2000 ms confirmation), resend or revoke. */
export function InvitationsCard({ invitations, canManage }: { invitations: Invitation[]; canManage: boolean }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(api.member.listInvitations.queryFilter()),
      queryClient.invalidateQueries(api.member.getSeatUsage.queryFilter()),
      queryClient.invalidateQueries(api.outbox.listOutboxMails.pathFilter()),
    ]);
  const isMailConfigured = useIsMailDeliveryConfigured();
  const onError = (error: unknown) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) });
  const resend = useMutation(
    api.member.resendInvitation.mutationOptions({
      onSuccess: async (invitation) => {
        await refresh();
        toast.show(
          isMailConfigured === false
            ? { tone: 'neutral', title: t('Members.resent-no-mail', { email: invitation.email }) }
            : { tone: 'success', title: t('Members.resent', { email: invitation.email }) },
        );
      },
      onError,
    }),
  );
  const revoke = useMutation(
    api.member.revokeInvitation.mutationOptions({
      onSuccess: async (_result, variables) => {
        await refresh();
        const email = invitations.find((invitation) => invitation.id === variables.invitationId)?.email ?? '';
        toast.show({ tone: 'success', title: t('Members.revoked', { email }) });
      },
      onError,
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Members.pending-title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('Members.pending-empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="invitation-row"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="truncate font-medium">{invitation.email}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge tone={invitation.role === 'admin' ? 'sky' : 'neutral'}>{roleLabel(invitation.role)}</Badge>
                    {invitation.isExpired ? (
                      <Badge tone="warning">{t('Members.expired')}</Badge>
                    ) : (
                      <span>{t('Members.expires-on', { date: format.date(invitation.expiresAt) })}</span>
                    )}
                    {invitation.inviterName && (
                      <span>
                        · {t('Members.column-invited-by')}: {invitation.inviterName}
                      </span>
                    )}
                  </span>
                </div>
                {canManage && (
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {!invitation.isExpired && invitation.acceptUrl && (
                      <CopyButton
                        value={invitation.acceptUrl}
                        label={t('Members.copy-link')}
                        copiedLabel={t('Members.link-copied')}
                        onCopyError={() => toast.show({ tone: 'critical', title: t('Members.copy-failed') })}
                      />
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('Members.resend-label', { email: invitation.email })}
                      isLoading={resend.isPending && resend.variables.invitationId === invitation.id}
                      onClick={() => resend.mutate({ invitationId: invitation.id })}
                    >
                      {t('Members.resend')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('Members.revoke-label', { email: invitation.email })}
                      isLoading={revoke.isPending && revoke.variables.invitationId === invitation.id}
                      onClick={() => revoke.mutate({ invitationId: invitation.id })}
                    >
                      {t('Members.revoke')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
