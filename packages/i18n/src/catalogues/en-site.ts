import { enSitePageStrings } from './en-site-page-strings.ts';
import { enSiteFrame } from './en-site-frame.ts';
import { enSiteCompanyPages } from './en-site-company.ts';
import { enSiteProductPages } from './en-site-product.ts';
import { enSiteArtist } from './en-site-artist.ts';

/**
 * English: the public site's frame (header, menus, drawer, footer, consent, search) and its forms. The page copy
 * lives under `SitePages`, keyed by path without the leading slash, so the server's first-byte HTML and the SPA
 * render the same words.
 */
export const enSite = {
  Site: { ...enSiteFrame.Site, ...enSitePageStrings },
  SitePages: { ...enSiteProductPages, ...enSiteCompanyPages },
  ...enSiteArtist,
} as const;
