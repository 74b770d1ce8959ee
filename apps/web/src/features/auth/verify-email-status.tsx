import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, buttonClassName } from '@creatorlens/ui';
import { useResendVerificationMail } from '../../lib/account-mail.ts';
import { authClient } from '../../lib/auth-client.ts';
import { reloadSession, useSession } from '../../lib/session.ts';

type Outcome = 'checking' | 'done' | 'wrong-account' | 'failed';

/**
 * The landing page of a verification link. The server counts the link only in a session of the account it was sent
 * for, so signed-out visitors sign in first and come back here (returnTo keeps the token).
 */
export function VerifyEmailStatus({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session, isPending } = useSession();
  const { resend, isSending } = useResendVerificationMail();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'failed');
  const hasStarted = useRef(false);
  const isSignedIn = Boolean(session && !session.user.isGuest);

  useEffect(() => {
    if (!token || isPending || !isSignedIn || hasStarted.current) return;
    // Once: a second call after success would still answer OK, but there is nothing to do twice.
    hasStarted.current = true;
    void (async () => {
      try {
        const answer = await authClient.verifyEmail({ query: { token } });
        if (!answer.error) {
          await reloadSession(queryClient);
          setOutcome('done');
        } else setOutcome(answer.error.status === 403 ? 'wrong-account' : 'failed');
      } catch {
        setOutcome('failed');
      }
    })();
  }, [token, isPending, isSignedIn, queryClient]);

  if (token && !isPending && !isSignedIn) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info" title={t('AccountAccess.verify-sign-in-title')}>
          {t('AccountAccess.verify-sign-in-body')}
        </Alert>
        <Link
          to="/sign-in"
          search={{ returnTo: `/verify-email?token=${encodeURIComponent(token)}` }}
          className={buttonClassName({ className: 'w-full', size: 'lg' })}
        >
          {t('AccountAccess.verify-sign-in')}
        </Link>
      </div>
    );
  }
  if (outcome === 'checking') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner />
        {t('AccountAccess.verify-checking')}
      </div>
    );
  }
  if (outcome === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title={t('AccountAccess.verify-done-title')}>
          {t('AccountAccess.verify-done-body')}
        </Alert>
        <Link to="/" className={buttonClassName({ className: 'w-full', size: 'lg' })}>
          {t('AccountAccess.continue-to-app')}
        </Link>
      </div>
    );
  }
  if (outcome === 'wrong-account') {
    return (
      <Alert tone="warning" role="alert" title={t('AccountAccess.verify-wrong-account-title')}>
        {t('AccountAccess.verify-wrong-account-body', { email: session?.user.email ?? '' })}
      </Alert>
    );
  }
  const canResend = session && !session.user.isGuest && !session.user.emailVerified;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" role="alert" title={t('AccountAccess.verify-failed-title')}>
        {t('AccountAccess.verify-failed-body')}
      </Alert>
      {canResend ? (
        <Button variant="secondary" className="w-full" isLoading={isSending} onClick={() => void resend(session.user.email)}>
          {t('AccountAccess.banner-resend')}
        </Button>
      ) : (
        <Link to="/" className={buttonClassName({ variant: 'secondary', className: 'w-full' })}>
          {t('AccountAccess.continue-to-app')}
        </Link>
      )}
    </div>
  );
}
