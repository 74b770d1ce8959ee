import { deSitePageStrings } from './de-site-page-strings.ts';
import { deSiteFrame } from './de-site-frame.ts';
import type { Catalogue } from './types.ts';
import type { enSite } from './en-site.ts';
import { deSiteCompanyPages } from './de-site-company.ts';
import { deSiteProductPages } from './de-site-product.ts';
import { deSiteArtist } from './de-site-artist.ts';

/** German: the public site's frame, forms and page copy (formal Sie). */
export const deSite: Pick<Catalogue, keyof typeof enSite> = {
  Site: { ...deSiteFrame.Site, ...deSitePageStrings },
  SitePages: { ...deSiteProductPages, ...deSiteCompanyPages },
  ...deSiteArtist,
};
