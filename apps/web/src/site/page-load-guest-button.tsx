import { useState } from 'react';
import { Button, cn, type ButtonProps } from '@creatorlens/ui';
import { signInAsGuest } from '../features/auth/auth-requests.ts';
import { useSiteTranslation } from './site-i18n-context.tsx';

/**
 * "Try as guest" on the site's own entry (the landing, and a visitor's sign-in page): a plain request (auth-requests.ts),
 * then "/" is loaded again and the server-side session check hands it to the full app.
 */
export function PageLoadGuestSignInButton({
  variant = 'ghost',
  size = 'lg',
  isFullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size'> & { isFullWidth?: boolean }) {
  const { t } = useSiteTranslation();
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  async function onClick() {
    setIsSigningIn(true);
    setErrorKey(null);
    const failure = await signInAsGuest();
    if (failure) {
      setErrorKey(failure);
      setIsSigningIn(false);
      return;
    }
    window.location.assign('/');
  }

  return (
    <div className={cn('flex flex-col items-center gap-2', isFullWidth && 'w-full')}>
      <Button variant={variant} size={size} className={cn(isFullWidth && 'w-full')} isLoading={isSigningIn} onClick={() => void onClick()}>
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
