import type { ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';

/** The part of a TanStack Query result the state needs; any query result fits it. */
export interface QueryStateQuery<TData> {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<TData> {
  query: QueryStateQuery<TData>;
  /** Read by screen readers while the query loads (the placeholder itself is hidden from them). */
  loadingLabel: string;
  /** The failed query's message with its retry; the app supplies it, since the wording depends on the error's code. */
  renderError: (error: unknown, retry: () => void) => ReactNode;
  /** The placeholder while nothing has loaded yet; a plain block when left out. */
  loading?: ReactNode;
  /** Shown instead of `children` when `isEmpty` says the data has nothing to show. */
  empty?: ReactNode;
  /** Defaults to "an empty array"; paged results pass their own test (`(page) => page.items.length === 0`). */
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Loading, failed, empty or loaded: one query's four states rendered the same way on every screen. A refetch that
 * fails after data was shown keeps the data on screen (the stale rows are more useful than an alert over them);
 * only a query that never loaded shows the error.
 */
export function QueryState<TData>({
  query,
  loadingLabel,
  renderError,
  loading,
  empty,
  isEmpty = isEmptyArray,
  children,
}: QueryStateProps<TData>) {
  if (query.data === undefined) {
    if (query.isError) return renderError(query.error, () => void query.refetch());
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{loadingLabel}</span>
        {loading ?? <Skeleton className="h-40 w-full" />}
      </div>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
