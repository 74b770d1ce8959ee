import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@creatorlens/ui';
import { CouponsPage, couponsQueryInput } from '../features/coupons/coupons-page.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useTRPC } from '../lib/trpc.ts';
import { RouterSiteProviders } from '../site/router-site-layout.tsx';
import { PublicFrame } from './public-frame.tsx';

const route = getRouteApi('/coupons');

// Loaded on demand (see coupons.tsx). Visitors usually get /coupons from the server and the site's own entry
// (site/ssr); this is the page inside the app: for signed-in users, and for visitors who navigate here in the app.
export function CouponsRoutePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Coupons.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const api = useTRPC();
  const toast = useToast();
  const list = useQuery(api.coupon.listCoupons.queryOptions(couponsQueryInput(search), { placeholderData: keepPreviousData }));
  return (
    <PublicFrame>
      <RouterSiteProviders>
        <CouponsPage
          search={search}
          list={{
            data: list.data,
            isPending: list.isPending,
            isError: list.isError,
            isStale: list.isPlaceholderData,
            refetch: list.refetch,
          }}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
          onCopyError={() => toast.show({ tone: 'critical', title: t('Coupons.copy-failed') })}
        />
      </RouterSiteProviders>
    </PublicFrame>
  );
}
