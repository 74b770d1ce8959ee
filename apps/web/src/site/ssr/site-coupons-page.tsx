import { useCallback, useRef, useState } from 'react';
import { Alert } from '@creatorlens/ui';
import { CouponsPage, couponsQueryInput, type CouponsList, type CouponsSearch } from '../../features/coupons/coupons-page.tsx';
import { queryPublicProcedure } from '../public-api.ts';
import { useSiteTranslation } from '../site-i18n-context.tsx';
import { couponsSearchString } from './coupons-search.ts';

/**
 * /coupons on the site's own entry: starts from the first page the server rendered (the same cards, so nothing
 * changes when it hydrates), and fetches the next selection itself (plain HTTP, no query client), keeping the
 * selection in the address bar like the app's route does.
 */
export function SiteCouponsPage({ initial }: { initial: { search: CouponsSearch; list: CouponsList | null } }) {
  const { t } = useSiteTranslation();
  const [search, setSearch] = useState(initial.search);
  const [list, setList] = useState(initial.list);
  const [isLoading, setIsLoading] = useState(false);
  const [isError, setIsError] = useState(initial.list === null);
  // The site frame has no toast region: a failed copy says so above the list.
  const [hasCopyFailed, setHasCopyFailed] = useState(false);
  const latest = useRef<AbortController | null>(null);

  const load = useCallback((next: CouponsSearch) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setIsLoading(true);
    queryPublicProcedure<CouponsList>('coupon.list', couponsQueryInput(next), controller.signal)
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
  }, []);

  // Stable, because the page's debounce effect lists it as a dependency.
  const onSearchChange = useCallback(
    (next: CouponsSearch) => {
      setSearch(next);
      window.history.replaceState(window.history.state, '', `/coupons${couponsSearchString(next, window.location.search)}${window.location.hash}`);
      load(next);
    },
    [load],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-10 sm:px-6">
      {hasCopyFailed && (
        <Alert tone="critical" role="alert">
          {t('Coupons.copy-failed')}
        </Alert>
      )}
      <CouponsPage
        search={search}
        list={{ data: list ?? undefined, isPending: list === null && !isError, isError, isStale: isLoading, refetch: () => load(search) }}
        onSearchChange={onSearchChange}
        onCopyError={() => setHasCopyFailed(true)}
      />
    </div>
  );
}
