import { getRouteApi } from '@tanstack/react-router';
import { ChartsPage } from '../features/charts/charts-page.tsx';
import { PublicFrame } from './public-frame.tsx';

const route = getRouteApi('/charts');

// Loaded on demand (see charts.tsx).
export function ChartsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <PublicFrame>
      <ChartsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </PublicFrame>
  );
}
