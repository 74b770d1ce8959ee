import { Suspense, type ReactNode } from 'react';
import { ConsentBanner } from './consent-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SITE_MAIN_ID, SiteSkipLink } from './site-skip-link.tsx';

/**
 * The public frame: header, content, footer, and the consent banner until a choice is stored.
 * Header, banner, content and footer are Suspense boundaries although nothing in them suspends: React hydrates
 * server HTML inside a boundary after the frame, in slices that yield to the browser, instead of hydrating the whole
 * page in one task (a chart's 50 rows took a slow phone 200 ms of blocked input).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteSkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      {/* Early in the document although it shows at the bottom: on a slow connection the browser paints what has
          arrived, and the banner is the largest text of a first visit (after a long page it would paint last). */}
      <Suspense>
        <ConsentBanner />
      </Suspense>
      <main id={SITE_MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
