import { getRouteApi } from '@tanstack/react-router';
import { CreatorConnectCard } from '../features/connectors/creator-connect-card.tsx';

const route = getRouteApi('/app/connect/$provider');

// Loaded on demand (see creator-connect.tsx).
export function CreatorConnectRoutePage() {
  const { provider } = route.useParams();
  const search = route.useSearch();
  return <CreatorConnectCard provider={provider === 'meta' ? 'meta' : 'google'} {...search} />;
}
