import type { ReactNode } from 'react';
import { ConsentBanner } from './consent-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SITE_MAIN_ID, SiteSkipLink } from './site-skip-link.tsx';

/** The public frame: header, content, footer, and the consent banner until a choice is stored. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteSkipLink />
      <SiteHeader />
      <main id={SITE_MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </div>
  );
}
