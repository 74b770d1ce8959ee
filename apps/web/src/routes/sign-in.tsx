import { Link, createRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, Divider } from '../features/auth/auth-card.tsx';
import { GuestSignInButton } from '../features/auth/guest-sign-in-button.tsx';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { sanitizeReturnTo } from '../lib/return-to.ts';
import { loadSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { returnToSearchSchema } from './auth-search.ts';
import { siteLayoutRoute } from './site-layout.tsx';

function SignInPage() {
  const { t } = useTranslation();
  const { returnTo } = signInRoute.useSearch();
  useDocumentTitle(t('Auth.sign-in'));
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
        <SignInForm returnTo={returnTo} />
        <Divider label={t('Common.or')} />
        <div className="flex flex-col items-center gap-2">
          <GuestSignInButton variant="secondary" className="w-full" />
          <p className="text-xs text-muted-foreground">{t('Auth.guest-hint')}</p>
        </div>
      </AuthCard>
    </div>
  );
}

export const signInRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'sign-in',
  validateSearch: returnToSearchSchema,
  // Signed-in members have nothing to do here; guests may sign in to a real account.
  beforeLoad: async ({ context, search }) => {
    const session = await loadSession(context.queryClient);
    if (session && !session.user.isGuest) throw redirect({ href: sanitizeReturnTo(search.returnTo) });
  },
  component: SignInPage,
});
