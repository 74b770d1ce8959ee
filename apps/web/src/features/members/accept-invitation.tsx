import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Button, Card, CardContent, EmptyState, MailIcon, Skeleton, buttonClassName, useToast } from '@creatorlens/ui';
import { useResendVerificationMail } from '../../lib/account-mail.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { useSession } from '../../lib/session.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRoleLabel } from './member-labels.ts';

type Invitation = RouterOutputs['invitation']['getInvitation'];

interface AcceptInvitationProps {
  invitationId: string;
  /** Provided by the route (auth lives in another feature). */
  onSignOut: () => Promise<void>;
  isSigningOut: boolean;
  /**
   * Signed out: the route's sign-up form for the invited address (auth lives in another feature). Signing up there
   * joins this organisation at once, verified by the link; the form also links to signing in.
   */
  renderSignUp?: (invitation: Invitation) => ReactNode;
}

function AcceptActions({
  invitation,
  onSignOut,
  isSigningOut,
  renderSignUp,
}: { invitation: Invitation } & Omit<AcceptInvitationProps, 'invitationId'>) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const { session } = useSession();
  const { resend, isSending } = useResendVerificationMail();
  const isDeliveryConfigured = useIsMailDeliveryConfigured();
  const accept = useMutation(
    api.invitation.acceptInvitation.mutationOptions({
      onSuccess: async () => {
        // The session now works in the new organisation: everything cached belongs to the old one.
        await queryClient.invalidateQueries({ refetchType: 'none' });
        await queryClient.invalidateQueries(api.user.pathFilter());
        toast.show({ tone: 'success', title: t('Invitation.accepted', { organization: invitation.organizationName }) });
        await router.navigate({ to: '/' });
      },
    }),
  );
  const returnTo = `/invitation/${invitation.id}`;

  if (invitation.status !== 'pending') {
    return <Alert tone="warning">{t(`Invitation.status-${invitation.status}`)}</Alert>;
  }
  if (!session && renderSignUp) return renderSignUp(invitation);
  if (!session) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{t('Invitation.signed-out-hint', { email: invitation.email })}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/sign-in" search={{ returnTo }} className={buttonClassName({ className: 'flex-1' })}>
            {t('Invitation.sign-in-to-accept')}
          </Link>
          <Link to="/sign-up" search={{ returnTo }} className={buttonClassName({ variant: 'secondary', className: 'flex-1' })}>
            {t('Invitation.create-account')}
          </Link>
        </div>
      </div>
    );
  }
  if (session.user.isGuest) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="info">{t('Invitation.guest-body', { email: invitation.email })}</Alert>
        <Link to="/sign-up" search={{ returnTo }} className={buttonClassName()}>
          {t('Invitation.create-account')}
        </Link>
      </div>
    );
  }
  if (session.user.email.trim().toLowerCase() !== invitation.email.trim().toLowerCase()) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="warning" role="alert" title={t('Invitation.wrong-email-title')}>
          {t('Invitation.wrong-email-body', { current: session.user.email, email: invitation.email })}
        </Alert>
        <Button variant="secondary" isLoading={isSigningOut} onClick={() => void onSignOut()}>
          {t('Invitation.sign-out')}
        </Button>
      </div>
    );
  }
  if (!session.user.emailVerified) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="warning" role="alert">
          {isDeliveryConfigured === false ? t('GettingIn.verify-first-no-mail') : t('AccountAccess.verify-first')}
        </Alert>
        <Button variant="secondary" isLoading={isSending} onClick={() => void resend(session.user.email)}>
          {t('AccountAccess.banner-resend')}
        </Button>
      </div>
    );
  }
  const acceptErrorKey =
    accept.error && getAppErrorCode(accept.error) === 'LIMIT_EXCEEDED'
      ? 'Members.seats-full'
      : accept.error
        ? errorMessageKey(accept.error)
        : null;
  return (
    <div className="flex flex-col gap-3">
      {acceptErrorKey && (
        <Alert tone="critical" role="alert">
          {t(acceptErrorKey)}
        </Alert>
      )}
      <Button size="lg" isLoading={accept.isPending} onClick={() => accept.mutate({ invitationId: invitation.id })}>
        {t('Invitation.accept')}
      </Button>
    </div>
  );
}

/** The accept page of /invitation/$invitationId: works signed out (sign in or sign up, then come back here). */
export function AcceptInvitation({ invitationId, onSignOut, isSigningOut, renderSignUp }: AcceptInvitationProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  useDocumentTitle(t('Invitation.title'));
  const query = useQuery(api.invitation.getInvitation.queryOptions({ invitationId }, { retry: false }));

  // An invitation that does not exist (revoked, or a mistyped link) is an answer, not a failed load: a dead end of its
  // own with the way home, where a retry could change nothing. Other failures get AppQueryState's retry.
  if (query.data === undefined && getAppErrorCode(query.error) === 'NOT_FOUND') {
    return (
      <div className="mx-auto w-full max-w-md py-10">
        <EmptyState
          icon={<MailIcon />}
          title={t('Invitation.not-found-title')}
          body={t('Invitation.not-found-body')}
          action={
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('Invitation.go-home')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md py-10 sm:py-16">
      <AppQueryState query={query} loading={<Skeleton className="h-80 w-full rounded-2xl" />}>
        {(invitation) => (
          <InvitationDetails invitation={invitation} onSignOut={onSignOut} isSigningOut={isSigningOut} renderSignUp={renderSignUp} />
        )}
      </AppQueryState>
    </div>
  );
}

/** Who invites whom to which organisation, and what the visitor can do about it. */
function InvitationDetails({
  invitation,
  onSignOut,
  isSigningOut,
  renderSignUp,
}: { invitation: Invitation } & Omit<AcceptInvitationProps, 'invitationId'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  const role = roleLabel(invitation.role);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-4 text-center">
        {invitation.organizationLogo ? (
          <img src={invitation.organizationLogo} alt="" className="size-16 rounded-xl border border-border bg-surface object-contain p-1" />
        ) : (
          <Avatar name={invitation.organizationName} size="lg" />
        )}
        <h1 className="text-2xl font-semibold tracking-tight">{t('Invitation.heading', { organization: invitation.organizationName })}</h1>
        <p className="text-sm text-muted-foreground">
          {invitation.inviterName
            ? t('Invitation.invited-by', { inviter: invitation.inviterName, email: invitation.email, role })
            : t('Invitation.invited-anonymous', { email: invitation.email, role })}
        </p>
        {invitation.status === 'pending' && (
          <p className="text-xs text-muted-foreground">{t('Invitation.expires-on', { date: format.date(invitation.expiresAt) })}</p>
        )}
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <AcceptActions invitation={invitation} onSignOut={onSignOut} isSigningOut={isSigningOut} renderSignUp={renderSignUp} />
        </CardContent>
      </Card>
    </div>
  );
}
