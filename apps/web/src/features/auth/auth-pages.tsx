import { useEffect, type ReactNode } from 'react';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { AuthCard, Divider } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/**
 * The sign-in and sign-up pages' content, as the app's routes (routes/sign-in.tsx, sign-up.tsx) and the site's own
 * entry (site/site-auth-pages.tsx) show it: the same words, fields and links; each place says how signing in goes on
 * and brings its own guest button.
 */
interface AuthPageProps {
  returnTo: string | undefined;
  onSignedIn: (returnTo?: string) => Promise<void>;
}

/** Sets the tab title to "<title> · Creatorlens" (as lib/use-document-title.ts does inside the app). */
function usePageTitle(title: string) {
  const { t } = useSiteTranslation();
  const fullTitle = t('Common.page-title', { title });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}

export function SignInPageContent({ returnTo, onSignedIn, guestButton }: AuthPageProps & { guestButton: ReactNode }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  usePageTitle(t('Auth.sign-in'));
  return (
    <div className="px-4">
      <AuthCard
        title={t('Auth.sign-in-title')}
        subtitle={t('Auth.sign-in-subtitle')}
        footer={
          <>
            {t('Auth.no-account')}{' '}
            <Link to="/sign-up" search={{ returnTo }} className="font-medium text-primary hover:underline">
              {t('Auth.create-account')}
            </Link>
          </>
        }
      >
        <SignInForm returnTo={returnTo} onSignedIn={onSignedIn} />
        <Divider label={t('Common.or')} />
        <div className="flex flex-col items-center gap-2">
          {guestButton}
          <p className="text-xs text-muted-foreground">{t('Auth.guest-hint')}</p>
        </div>
      </AuthCard>
    </div>
  );
}

export function SignUpPageContent({ returnTo, onSignedIn }: AuthPageProps) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  usePageTitle(t('Auth.sign-up'));
  return (
    <div className="px-4">
      <AuthCard
        title={t('Auth.sign-up-title')}
        subtitle={t('Auth.sign-up-subtitle')}
        footer={
          <>
            {t('Auth.have-account')}{' '}
            <Link to="/sign-in" search={{ returnTo }} className="font-medium text-primary hover:underline">
              {t('Auth.sign-in')}
            </Link>
          </>
        }
      >
        <SignUpForm returnTo={returnTo} onSignedIn={onSignedIn} />
      </AuthCard>
    </div>
  );
}
