import { useState } from 'react';
import { Button } from '@creatorlens/ui';
import { useSiteTranslation } from './site-i18n-context.tsx';

/**
 * "Try as guest" on the landing's own entry. The auth client loads only when the visitor clicks; after the guest
 * session exists, "/" is loaded again and the server-side session check hands it to the full app.
 */
export function PageLoadGuestSignInButton() {
  const { t } = useSiteTranslation();
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  async function onClick() {
    setIsSigningIn(true);
    setErrorKey(null);
    const [{ authClient }, { callAuth }] = await Promise.all([import('../lib/auth-client.ts'), import('../lib/errors.ts')]);
    const result = await callAuth(() => authClient.signIn.anonymous());
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      setIsSigningIn(false);
      return;
    }
    window.location.assign('/');
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <Button variant="ghost" size="lg" isLoading={isSigningIn} onClick={() => void onClick()}>
        {t('Auth.try-as-guest')}
      </Button>
      {errorKey && (
        <p role="alert" className="text-sm text-critical-strong">
          {t(errorKey as 'Common.error-occured')}
        </p>
      )}
    </div>
  );
}
