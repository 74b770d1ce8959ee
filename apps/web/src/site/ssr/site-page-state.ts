import type { Locale, SiteCatalogue } from '@creatorlens/i18n';
import type { ChartsList, ChartsSearch } from '../../features/charts/charts-page.tsx';
import type { CouponsList, CouponsSearch } from '../../features/coupons/coupons-page.tsx';
import type { PricingPlan } from '../../features/marketing/pricing-page.tsx';
import type { Theme } from '../../lib/theme.ts';
import type { ConsentChoice } from '../consent.ts';

/** What the server rendered a public page from; embedded as JSON so the site's entry hydrates from the same state. */
export interface SitePageState {
  /** Path without trailing slash, e.g. /features/tiktok. */
  path: string;
  /** Path with search and hash as the visitor asked for it (sign-in links bring the visitor back to it). */
  href: string;
  locale: Locale;
  theme: Theme;
  consent: ConsentChoice | null;
  /** The data a page shows at first byte: plans on /pricing, the list on /charts, the first page on /coupons. */
  plans?: readonly PricingPlan[];
  charts?: { search: ChartsSearch; list: ChartsList | null };
  coupons?: { search: CouponsSearch; list: CouponsList | null };
  /**
   * The strings the page was rendered with (the frame's, the landing's and the page group's part of the catalogue), so
   * the browser hydrates without downloading them: on a slow network each catalogue part is another round trip.
   */
  catalogue?: SiteCatalogue;
  /** Country names the page's HTML shows, by ISO code (the browser hydrates with them instead of Intl). */
  countryNames?: Record<string, string>;
}

/** The id of the inert JSON script element that carries the state. */
export const SITE_STATE_ELEMENT_ID = 'site-state';
