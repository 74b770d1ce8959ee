import { createRoute, redirect } from '@tanstack/react-router';
import { SignInPageContent } from '../features/auth/auth-pages.tsx';
import { GuestSignInButton } from '../features/auth/guest-sign-in-button.tsx';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in.ts';
import { sanitizeReturnTo } from '../lib/return-to.ts';
import { loadSession } from '../lib/session.ts';
import { returnToSearchSchema } from './auth-search.ts';
import { siteLayoutRoute } from './site-layout.tsx';

// A visitor's first view of /sign-in is the site's own entry (site/site-auth-pages.tsx); the app shows this page to
// guests and to anyone who navigates here inside the app (after signing out, say).
function SignInPage() {
  const { returnTo } = signInRoute.useSearch();
  const completeSignIn = useCompleteSignIn();
  return (
    <SignInPageContent
      returnTo={returnTo}
      onSignedIn={completeSignIn}
      guestButton={<GuestSignInButton variant="secondary" className="w-full" />}
    />
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
