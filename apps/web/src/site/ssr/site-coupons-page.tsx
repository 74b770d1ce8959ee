import { useState } from 'react';
import { Alert } from '@creatorlens/ui';
import { CouponsPage, couponsQueryInput, type CouponsList, type CouponsSearch } from '../../features/coupons/coupons-page.tsx';
import { useSiteTranslation } from '../site-i18n-context.tsx';
import { couponsSearchString } from './coupons-search.ts';
import { useSiteList } from './use-site-list.ts';

/**
 * /coupons on the site's own entry: starts from the first page the server rendered (the same cards, so nothing
 * changes when it hydrates), and fetches the next selection itself (plain HTTP, no query client), keeping the
 * selection in the address bar like the app's route does.
 */
export function SiteCouponsPage({ initial }: { initial: { search: CouponsSearch; list: CouponsList | null } }) {
  const { t } = useSiteTranslation();
  const { search, list, onSearchChange } = useSiteList({
    initial,
    procedure: 'coupon.listCoupons',
    toInput: couponsQueryInput,
    path: '/coupons',
    searchString: couponsSearchString,
  });
  // The site frame has no toast region: a failed copy says so above the list.
  const [hasCopyFailed, setHasCopyFailed] = useState(false);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-10 sm:px-6">
      {hasCopyFailed && (
        <Alert tone="critical" role="alert">
          {t('Coupons.copy-failed')}
        </Alert>
      )}
      <CouponsPage search={search} list={list} onSearchChange={onSearchChange} onCopyError={() => setHasCopyFailed(true)} />
    </div>
  );
}
