import { GuestSignInButton } from '../features/auth/guest-sign-in-button.tsx';
import { LandingTeaser } from '../features/marketing/landing-teaser.tsx';
import { LazySiteLayout } from './lazy-site-layout.tsx';

// Loaded on demand (see index.tsx): signed-in users never download the public site's frame for "/".
export function LandingPage() {
  return (
    <LazySiteLayout>
      <LandingTeaser guestAction={<GuestSignInButton variant="ghost" size="lg" />} />
    </LazySiteLayout>
  );
}
