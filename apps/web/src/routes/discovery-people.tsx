import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { peopleSearchSchema } from '../features/people/people-search.ts';
import { discoveryRoute } from './discovery.tsx';

/** /discovery/people: cross-platform people discovery; a static path, so it outranks /discovery/$platform. */
export const discoveryPeopleRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: 'people',
  staticData: { crumb: 'People.title' },
  validateSearch: peopleSearchSchema,
  component: lazyRouteComponent(() => import('./discovery-people-page.tsx'), 'PeopleRoutePage'),
});
