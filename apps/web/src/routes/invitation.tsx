import { Suspense, lazy } from 'react';
import { createRoute, useRouter } from '@tanstack/react-router';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in.ts';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import { PublicFrame } from './public-frame.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';
import { PendingPage, rootRoute } from './root.tsx';

// The accept page is reached from a mail link only: its own chunk keeps it off the way to the first screen.
const loadAcceptInvitation = lazyRoute(
  { entry: 'app', audience: 'anyone', paths: ['/invitation/$invitationId'] },
  () => import('../features/members/accept-invitation.tsx'),
);
// A visitor signs up from the accept page.
const loadSignUpForm = lazyRoute(
  { entry: 'app', audience: 'visitor', paths: ['/invitation/$invitationId'] },
  () => import('../features/auth/invitation-sign-up-form.tsx'),
);
const AcceptInvitation = lazy(() => loadAcceptInvitation().then((module) => ({ default: module.AcceptInvitation })));
const InvitationSignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.InvitationSignUpForm })));

function InvitationPage() {
  const { invitationId } = invitationRoute.useParams();
  const router = useRouter();
  const { signOut, isSigningOut } = useSignOut();
  // Signed up from the link: the account is a member of the inviting organisation already, so it goes straight in.
  const completeSignIn = useCompleteSignIn();
  // Signed in with the wrong address: sign out, then sign in again and come back to this invitation.
  const onSignOut = async () => {
    await signOut();
    await router.navigate({ to: '/sign-in', search: { returnTo: `/invitation/${invitationId}` } });
  };
  return (
    <PublicFrame>
      <Suspense fallback={<PendingPage />}>
        <AcceptInvitation
          invitationId={invitationId}
          onSignOut={onSignOut}
          isSigningOut={isSigningOut}
          renderSignUp={(invitation) => (
            <InvitationSignUpForm invitationId={invitation.id} email={invitation.email} onJoined={() => completeSignIn('/')} />
          )}
        />
      </Suspense>
    </PublicFrame>
  );
}

/**
 * /invitation/$invitationId at the root, not under the signed-in layout: signed-out visitors open it from the
 * mail and sign in or sign up from here. A static path, so it outranks /$artistSlug.
 */
export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invitation/$invitationId',
  staticData: { crumb: 'Shell.crumb-invitation', appFrame: true },
  component: InvitationPage,
});
