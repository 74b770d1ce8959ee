import { getRouteApi } from '@tanstack/react-router';
import { PeoplePage } from '../features/people/people-page.tsx';

// Loaded on demand (see discovery-people.tsx).
const peopleRoute = getRouteApi('/app/discovery/people');

export function PeopleRoutePage() {
  const search = peopleRoute.useSearch();
  const navigate = peopleRoute.useNavigate();
  return <PeoplePage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
