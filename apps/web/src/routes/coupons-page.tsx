import { getRouteApi } from '@tanstack/react-router';
import { CouponsPage } from '../features/coupons/coupons-page.tsx';
import { PublicFrame } from './public-frame.tsx';

const route = getRouteApi('/coupons');

// Loaded on demand (see coupons.tsx).
export function CouponsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <PublicFrame>
      <CouponsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </PublicFrame>
  );
}
