import { createRoute, redirect } from '@tanstack/react-router';
import { SignUpPageContent } from '../features/auth/auth-pages.tsx';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in.ts';
import { sanitizeReturnTo } from '../lib/return-to.ts';
import { loadSession } from '../lib/session.ts';
import { returnToSearchSchema } from './auth-search.ts';
import { siteLayoutRoute } from './site-layout.tsx';

// A visitor's first view of /sign-up is the site's own entry (site/site-auth-pages.tsx), as for /sign-in.
function SignUpPage() {
  const { returnTo } = signUpRoute.useSearch();
  const completeSignIn = useCompleteSignIn();
  return <SignUpPageContent returnTo={returnTo} onSignedIn={completeSignIn} />;
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
