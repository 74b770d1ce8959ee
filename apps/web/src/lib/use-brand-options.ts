import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/** Brands known to the platform (from the coupon directory's facets), for brand filters. */
export function useBrandOptions(): Array<{ id: string; name: string }> {
  const api = useTRPC();
  const query = useQuery(
    api.coupon.listCoupons.queryOptions(
      { pageSize: 1 },
      {
        staleTime: 5 * 60_000,
        select: (data) => data.facets.brands.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      },
    ),
  );
  return query.data ?? [];
}
