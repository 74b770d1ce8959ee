import type { ReactNode } from 'react';
import { useSession } from '../lib/session.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { RouterSiteLayout } from '../site/router-site-layout.tsx';

/** Public pages (charts, coupons): the site frame for visitors, the app frame for signed-in users. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session) return <AppShell>{children}</AppShell>;
  return (
    <RouterSiteLayout>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">{children}</div>
    </RouterSiteLayout>
  );
}
