import type { SitePageGroup } from '@creatorlens/i18n';
import type { SitePageKey } from '../use-site-page.ts';
import { FEATURE_PAGE_KEYS as FEATURE_KEYS, SOLUTION_PAGE_KEYS as SOLUTION_KEYS } from '../site-links.ts';

/** A public page the site's own entry renders (the server renders it at first byte, the entry hydrates it). */
export type SiteRoute =
  | { kind: 'landing' }
  | { kind: 'content'; pageKey: SitePageKey; hasAnchors: boolean }
  | { kind: 'pricing' }
  | { kind: 'charts' }
  | { kind: 'coupons' }
  | { kind: 'sign-in' }
  | { kind: 'sign-up' };

/**
 * The pages that need nothing but copy and public data. Everything else (sign-in, newsletter forms, coupons, legal
 * pages with company details, artist pages) stays with the full app. /coupons is here: its first byte holds the
 * directory's first page of cards, the same markup the page hydrates (no plain list swapped for cards on load).
 */
export function matchSiteRoute(path: string): SiteRoute | null {
  if (path === '/') return { kind: 'landing' };
  if (path === '/features') return { kind: 'content', pageKey: 'features', hasAnchors: true };
  if (path === '/pricing') return { kind: 'pricing' };
  if (path === '/charts') return { kind: 'charts' };
  if (path === '/coupons') return { kind: 'coupons' };
  const feature = /^\/features\/([a-z-]+)$/.exec(path)?.[1];
  if (feature && (FEATURE_KEYS as readonly string[]).includes(feature))
    return { kind: 'content', pageKey: `features/${feature}` as SitePageKey, hasAnchors: false };
  const solution = /^\/solutions\/([a-z-]+)$/.exec(path)?.[1];
  if (solution && (SOLUTION_KEYS as readonly string[]).includes(solution))
    return { kind: 'content', pageKey: `solutions/${solution}` as SitePageKey, hasAnchors: false };
  return null;
}

/**
 * The pages the site's entry renders in the browser only, for visitors (VISITOR_SITE_ENTRY_PATHS): the sign-in and
 * sign-up forms. Not server-rendered: a form shown before hydration would take typing (or a password manager's
 * filling) that the hydrated form does not know of, and a submit that nothing handles.
 */
export function matchBrowserSiteRoute(path: string): SiteRoute | null {
  if (path === '/sign-in') return { kind: 'sign-in' };
  if (path === '/sign-up') return { kind: 'sign-up' };
  return null;
}

/** The catalogue part a route's copy lives in (loadSiteCatalogue loads only that one besides the frame). */
export function sitePageGroup(route: SiteRoute): SitePageGroup {
  if (route.kind === 'content') return 'product';
  if (route.kind === 'pricing') return 'company';
  // The coupon strings live in the insights part, beside the charts'.
  if (route.kind === 'coupons') return 'charts';
  // The account forms' strings (Auth, Errors) are in the part every site page loads.
  if (route.kind === 'sign-in' || route.kind === 'sign-up') return 'landing';
  return route.kind;
}
