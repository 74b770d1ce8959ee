import { useCallback, useRef, useState } from 'react';
import { queryPublicProcedure, type PublicQueryInput, type PublicQueryOutput, type PublicQueryPath } from '../public-api.ts';

/**
 * A public list page on the site's own entry (/charts, /coupons): starts from the page the server rendered, fetches
 * the next selection itself over plain HTTP (no query client), drops answers a newer selection overtook, and keeps
 * the selection in the address bar (`path` + `searchString`) like the app's route does.
 */
export function useSiteList<TSearch, TPath extends PublicQueryPath>(options: {
  initial: { search: TSearch; list: PublicQueryOutput<TPath> | null };
  procedure: TPath;
  toInput: (search: TSearch) => PublicQueryInput<TPath>;
  path: string;
  searchString: (search: TSearch, current: string) => string;
}) {
  const { procedure, toInput, path, searchString } = options;
  const [search, setSearch] = useState(options.initial.search);
  const [list, setList] = useState(options.initial.list);
  const [isLoading, setIsLoading] = useState(false);
  const [isError, setIsError] = useState(options.initial.list === null);
  const latest = useRef<AbortController | null>(null);

  const load = useCallback(
    (next: TSearch) => {
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      setIsLoading(true);
      queryPublicProcedure(procedure, toInput(next), controller.signal)
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
    },
    [procedure, toInput],
  );

  // Stable, because a page's debounce effect may list it as a dependency.
  const onSearchChange = useCallback(
    (next: TSearch) => {
      setSearch(next);
      window.history.replaceState(window.history.state, '', `${path}${searchString(next, window.location.search)}${window.location.hash}`);
      load(next);
    },
    [load, path, searchString],
  );

  return {
    search,
    onSearchChange,
    list: { data: list ?? undefined, isPending: list === null && !isError, isError, isStale: isLoading, refetch: () => load(search) },
  };
}
