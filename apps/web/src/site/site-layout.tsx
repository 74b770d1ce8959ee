import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../lib/skip-link.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public frame: header, content, footer, and the consent banner until a choice is stored. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </div>
  );
}
