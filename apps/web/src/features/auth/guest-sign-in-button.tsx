import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast, type ButtonProps } from '@creatorlens/ui';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth } from '../../lib/errors.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** "Try as guest": an anonymous better-auth session with demo data and an expiry. */
export function GuestSignInButton(props: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn();
  const [isSigningIn, setIsSigningIn] = useState(false);

  async function onClick() {
    setIsSigningIn(true);
    const result = await callAuth(() => authClient.signIn.anonymous());
    if (result.errorKey) {
      toast.show({ tone: 'critical', title: t(result.errorKey) });
      setIsSigningIn(false);
      return;
    }
    await completeSignIn('/');
    setIsSigningIn(false);
  }

  return (
    <Button variant="secondary" {...props} isLoading={isSigningIn} onClick={onClick}>
      {t('Auth.try-as-guest')}
    </Button>
  );
}
