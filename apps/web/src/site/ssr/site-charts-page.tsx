import { ChartsPage, chartsQueryInput, type ChartsList, type ChartsSearch } from '../../features/charts/charts-page.tsx';
import { chartsSearchString } from './charts-search.ts';
import { useSiteList } from './use-site-list.ts';

/**
 * /charts on the site's own entry: starts from the list the server rendered, and fetches the next selection itself
 * (plain HTTP, no query client), keeping the selection in the address bar like the app's route does.
 */
export function SiteChartsPage({ initial }: { initial: { search: ChartsSearch; list: ChartsList | null } }) {
  const { search, list, onSearchChange } = useSiteList({
    initial,
    procedure: 'charts.listChartEntries',
    toInput: chartsQueryInput,
    path: '/charts',
    searchString: chartsSearchString,
  });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <ChartsPage search={search} list={list} onSearchChange={onSearchChange} />
    </div>
  );
}
