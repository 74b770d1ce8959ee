import { Link, createRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { SignUpForm } from '../features/auth/sign-up-form.tsx';
import { sanitizeReturnTo } from '../lib/return-to.ts';
import { loadSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { returnToSearchSchema } from './auth-search.ts';
import { siteLayoutRoute } from './site-layout.tsx';

function SignUpPage() {
  const { t } = useTranslation();
  const { returnTo } = signUpRoute.useSearch();
  useDocumentTitle(t('Auth.sign-up'));
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
        <SignUpForm returnTo={returnTo} />
      </AuthCard>
    </div>
  );
}

export const signUpRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'sign-up',
  validateSearch: returnToSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const session = await loadSession(context.queryClient);
    if (session && !session.user.isGuest) throw redirect({ href: sanitizeReturnTo(search.returnTo) });
  },
  component: SignUpPage,
});
