import { GuestSignInButton } from '../features/auth/guest-sign-in-button.tsx';
import { LandingTeaser } from '../features/marketing/landing-teaser.tsx';
import { RouterSiteLayout } from '../site/router-site-layout.tsx';

// Loaded on demand (see index.tsx): signed-in users, whose "/" is their home, never download the landing's teaser.
export function LandingPage() {
  return (
    <RouterSiteLayout>
      <LandingTeaser guestAction={<GuestSignInButton variant="ghost" size="lg" />} />
    </RouterSiteLayout>
  );
}
