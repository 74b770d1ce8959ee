import { listCoupons, type CouponList, type CouponView } from '@creatorlens/core/coupons';
import type { Database } from '@creatorlens/db';
import { catalogues, formatPercent, type Locale } from '@creatorlens/i18n';
import { COUPON_DIRECTORY_PAGE_SIZE } from '@creatorlens/contracts/page-state';
import { escapeHtml } from './seo-pages.ts';

/** The first page of the public coupon directory, read as the directory reads it (coupon.listCoupons with no filters). */
export function loadFirstCouponPage(db: Database): Promise<CouponList> {
  return listCoupons({ db }, { includeExpired: true, page: 1, pageSize: COUPON_DIRECTORY_PAGE_SIZE });
}

/** The discount as the directory's cards show it: the stored wording, else the percentage. */
function discountText(locale: Locale, coupon: CouponView): string | null {
  return coupon.discount ?? (coupon.discountPercent === null ? null : formatPercent(locale, coupon.discountPercent / 100));
}

/**
 * The coupons as plain HTML for #root (after the page's copy) when the web build has no server renderer (the site's
 * renderer draws /coupons with its cards otherwise): code, brand, discount and creator, so crawlers see the
 * codes. Every value comes from data (extracted from posts or added by admins) and is escaped.
 */
export function couponListHtml(locale: Locale, list: CouponList): string {
  const strings = catalogues[locale].Coupons;
  const count = (list.total === 1 ? strings.results_one : strings.results_other).replace('{{count}}', String(list.total));
  if (list.items.length === 0) return `<p>${escapeHtml(strings.empty)}</p>`;
  const items = list.items.map((coupon) => {
    const discount = discountText(locale, coupon);
    // Each term with its description in a <div> (the grouping HTML allows inside <dl>), as the cards group them.
    const fact = (term: string, description: string) => `<div><dt>${escapeHtml(term)}</dt><dd>${description}</dd></div>`;
    const facts = [
      fact(strings.brand, escapeHtml(coupon.brand?.name ?? catalogues[locale].Common['not-available'])),
      discount === null ? '' : fact(strings.discount, escapeHtml(discount)),
      coupon.artist
        ? fact(strings.artist, `<a href="/${encodeURIComponent(coupon.artist.slug)}">${escapeHtml(coupon.artist.name)}</a>`)
        : '',
      coupon.isExpired ? fact(strings.validity, escapeHtml(strings.expired)) : '',
    ];
    return `<li><p>${escapeHtml(strings.code)}: <code>${escapeHtml(coupon.code)}</code></p><dl>${facts.join('')}</dl></li>`;
  });
  return `<p>${escapeHtml(count)}</p><ul>${items.join('')}</ul>`;
}

/**
 * The schema.org ItemList of the listed coupons as a JSON-LD script for the head. The element is data, not script;
 * `<` is escaped in the JSON so a value such as "</script>" cannot end the element.
 */
export function couponItemListJsonLd(locale: Locale, list: CouponList, options: { publicUrl: string; name: string }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: options.name,
    url: `${options.publicUrl}/coupons?lang=${locale}`,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((coupon, index) => {
      const discount = discountText(locale, coupon);
      const name = coupon.brand ? `${coupon.brand.name}: ${coupon.code}` : coupon.code;
      return {
        '@type': 'ListItem',
        position: index + 1,
        name,
        ...(discount === null ? {} : { description: discount }),
        ...(coupon.artist ? { url: `${options.publicUrl}/${encodeURIComponent(coupon.artist.slug)}` } : {}),
      };
    }),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
