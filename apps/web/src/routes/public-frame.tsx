import type { ReactNode } from 'react';
import { useSession } from '../lib/session.ts';
import { RouterSiteLayout } from '../site/router-site-layout.tsx';

/**
 * Public pages (charts, coupons, invitations): the site frame for visitors; signed in, the page goes straight into the
 * app frame the root renders for them (their routes set `staticData.appFrame`, shell/root-frame.tsx).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session) return children;
  return (
    <RouterSiteLayout>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">{children}</div>
    </RouterSiteLayout>
  );
}
