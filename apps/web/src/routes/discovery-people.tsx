import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { peopleSearchSchema } from '../features/people/people-search.ts';
import { discoveryRoute } from './discovery.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /discovery/people: cross-platform people discovery; a static path, so it outranks /discovery/$platform. */
export const discoveryPeopleRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: 'people',
  staticData: { crumb: 'People.title' },
  validateSearch: peopleSearchSchema,
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/discovery/people'] }, () => import('./discovery-people-page.tsx')),
    'PeopleRoutePage',
  ),
});
