import { useRef, useState } from 'react';
import { ChartsPage, chartsQueryInput, type ChartsList, type ChartsSearch } from '../../features/charts/charts-page.tsx';
import { queryPublicProcedure } from '../public-api.ts';
import { chartsSearchString } from './charts-search.ts';

/**
 * /charts on the site's own entry: starts from the list the server rendered, and fetches the next selection itself
 * (plain HTTP, no query client), keeping the selection in the address bar like the app's route does.
 */
export function SiteChartsPage({ initial }: { initial: { search: ChartsSearch; list: ChartsList | null } }) {
  const [search, setSearch] = useState(initial.search);
  const [list, setList] = useState(initial.list);
  const [isLoading, setIsLoading] = useState(false);
  const [isError, setIsError] = useState(initial.list === null);
  const latest = useRef<AbortController | null>(null);

  function load(next: ChartsSearch) {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setIsLoading(true);
    queryPublicProcedure<ChartsList>('charts.list', chartsQueryInput(next), controller.signal)
      .then((data) => {
        setList(data);
        setIsError(false);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setIsError(true);
        return error;
      })
      .finally(() => {
        if (latest.current === controller) setIsLoading(false);
      });
  }

  function onSearchChange(next: ChartsSearch) {
    setSearch(next);
    window.history.replaceState(window.history.state, '', `/charts${chartsSearchString(next, window.location.search)}${window.location.hash}`);
    load(next);
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <ChartsPage
        search={search}
        list={{ data: list ?? undefined, isPending: list === null && !isError, isError, isStale: isLoading, refetch: () => load(search) }}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
