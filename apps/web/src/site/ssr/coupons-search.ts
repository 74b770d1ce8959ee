import type { CouponsSearch } from '../../features/coupons/coupons-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A trimmed value of at most `max` characters that matches `pattern`, else undefined (coupon.listCoupons's input rules). */
function text(value: string | null, max: number, pattern?: RegExp): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > max) return undefined;
  return pattern && !pattern.test(trimmed) ? undefined : trimmed;
}

/** /coupons?q=&brand=&branch=&artist= as the app's route reads it (routes/coupons.tsx): invalid values drop out. */
export function parseCouponsSearch(params: URLSearchParams): CouponsSearch {
  return {
    q: text(params.get('q'), 100),
    brand: text(params.get('brand'), 36, UUID),
    branch: text(params.get('branch'), 60),
    artist: text(params.get('artist'), 120, /^[a-zA-Z0-9-]+$/),
  };
}

/** The query string for a selection; other parameters of `current` (e.g. ?lang=) stay. */
export function couponsSearchString(search: CouponsSearch, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of ['q', 'brand', 'branch', 'artist']) params.delete(key);
  for (const [key, value] of Object.entries(search)) if (typeof value === 'string') params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
