import { useEffect, useState } from 'react';
import type { RouterOutputs } from '../lib/trpc.ts';
import { queryPublicProcedure } from './public-api.ts';

export type PublicCreatorHit = RouterOutputs['site']['searchCreators'][number];

interface SearchState {
  term: string;
  hits: PublicCreatorHit[];
  isError: boolean;
}

const cache = new Map<string, PublicCreatorHit[]>();

/**
 * The header search's results from the public creator search (site.searchCreators). Earlier hits stay visible
 * while the next term loads; a newer term aborts the request of an older one.
 */
export function usePublicCreatorSearch(term: string): { hits: PublicCreatorHit[]; isFetching: boolean; isError: boolean } {
  const [state, setState] = useState<SearchState>({ term: '', hits: [], isError: false });
  useEffect(() => {
    if (term.length === 0 || cache.has(term)) return;
    const controller = new AbortController();
    queryPublicProcedure('site.searchCreators', { q: term }, controller.signal).then(
      (hits) => {
        cache.set(term, hits);
        setState({ term, hits, isError: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ term, hits: previous.hits, isError: error instanceof Error }));
      },
    );
    return () => controller.abort();
  }, [term]);
  const cached = cache.get(term);
  if (cached) return { hits: cached, isFetching: false, isError: false };
  return { hits: state.hits, isFetching: state.term !== term, isError: state.term === term && state.isError };
}
