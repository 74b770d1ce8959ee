import { Suspense, lazy, type ReactNode } from 'react';

// The public site's frame (header menus, drawer, footer) is its own chunk, so signed-in users never download it.
const SiteLayoutChunk = lazy(() => import('../site/router-site-layout.tsx').then((module) => ({ default: module.RouterSiteLayout })));

/** The public site frame, loaded on demand. */
export function LazySiteLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SiteLayoutChunk>{children}</SiteLayoutChunk>
    </Suspense>
  );
}
