import { Suspense, lazy } from 'react';
import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { OrganizationList } from '../features/organizations/organization-list.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';
import { useSession } from '../lib/session.ts';
import { rootRoute } from './root.tsx';

// The landing is its own chunk: the signed-in first load stays inside its JavaScript budget without the site frame.
const loadLanding = lazyRoute({ entry: 'app', audience: 'visitor', paths: ['/'] }, () => import('./landing-page.tsx'));
const LandingPage = lazy(() => loadLanding().then((module) => ({ default: module.LandingPage })));

/** "/" is the landing page for visitors and the home page for signed-in users (in the root's app frame). */
function IndexPage() {
  const { session } = useSession();
  if (!session) {
    return (
      <Suspense fallback={null}>
        <LandingPage />
      </Suspense>
    );
  }
  return <HomePage session={session} organizations={<OrganizationList />} />;
}

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { appFrame: true },
  component: IndexPage,
});
