import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ChartsPage, chartsQueryInput } from '../features/charts/charts-page.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { RouterSiteProviders } from '../site/router-site-layout.tsx';
import { PublicFrame } from './public-frame.tsx';

const route = getRouteApi('/charts');

// Loaded on demand (see charts.tsx). Visitors usually get /charts from the server and the site's own entry
// (site/ssr); this is the page inside the app: for signed-in users, and for visitors who navigate here in the app.
export function ChartsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const api = useTRPC();
  const list = useQuery(api.charts.listChartEntries.queryOptions(chartsQueryInput(search), { placeholderData: keepPreviousData }));
  return (
    <PublicFrame>
      <RouterSiteProviders>
        <ChartsPage
          search={search}
          list={{
            data: list.data,
            isPending: list.isPending,
            isError: list.isError,
            isStale: list.isPlaceholderData,
            refetch: list.refetch,
          }}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
        />
      </RouterSiteProviders>
    </PublicFrame>
  );
}
