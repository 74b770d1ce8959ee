/**
 * The ids of the inert JSON script elements (`<script type="application/json">`) the server writes into a page's HTML
 * so the browser's first render needs no request for what the server already knew.
 */

/** The signed-in user's session (or null for a visitor) in the app's document (apps/server/src/http/web-assets.ts). */
export const SESSION_STATE_ELEMENT_ID = 'session-state';

/** A visitor's artist page: `{ slug, artist }`, the answer site.getPublicArtist would give (http/prerender.ts). */
export const PUBLIC_ARTIST_STATE_ELEMENT_ID = 'public-artist-state';

/**
 * Pages whose first view for a visitor (no session) the site's own entry renders in the browser, in the app's document:
 * the site frame and a form, without the app's router, data layer and shell (apps/web/src/main.tsx). The server names
 * that entry's modules in the HTML instead of the app's (apps/server/src/http/route-chunks.ts).
 */
export const VISITOR_SITE_ENTRY_PATHS: readonly string[] = ['/sign-in', '/sign-up'];

/**
 * On those pages: `{ locale, catalogue }`, the site catalogue's part they show (the frame's and the account forms'
 * strings), so the site's entry renders without downloading it (one round trip, and the chunk it lives in, fewer).
 */
export const SITE_CATALOGUE_ELEMENT_ID = 'site-catalogue';

/**
 * The coupons on the public directory's first page: the server writes that many into /coupons' HTML and JSON-LD
 * (apps/server/src/http/prerender-coupons.ts) and the page asks coupon.listCoupons for the same page, so its first
 * render finds the server's answer instead of a different one.
 */
export const COUPON_DIRECTORY_PAGE_SIZE = 60;

/** The operator's details for the imprint and footer (COMPANY_* settings), as JSON in every site page. */
export const COMPANY_DETAILS_ELEMENT_ID = 'site-company';

/** The name shown when COMPANY_NAME is unset (the other fields then stay empty, never invented). */
export const DEFAULT_COMPANY_NAME = 'Creatorlens GmbH';

/** What the operator configures for the imprint and footer; the server reads it, the site shows it. */
export interface CompanyDetails {
  name: string;
  address: string;
  email: string;
  register: string;
  vatId: string;
  directors: string;
}

/**
 * What the server hands the site's server renderer for one request (apps/server/src/http/site-render.ts calls
 * apps/web/src/site/ssr/render-site-page.tsx), besides the visitor's language and the loaders each side types itself.
 */
export interface SiteRenderFields {
  path: string;
  search: string;
  /** From the visitor's preference cookies; null when none is stored. */
  themeCookie: string | null;
  consentCookie: string | null;
  company: Partial<CompanyDetails>;
}
