/**
 * Commercial links in post text (pure, no I/O): affiliate programmes, referral parameters, campaign tracking
 * (utm_) and click-counting shorteners. Plain links (a creator's own site, socials) are not reported.
 */
import { findUrls, IMPACT_TRACKING_HOSTS } from './text-urls.ts';

type LinkKind = 'affiliate' | 'referral' | 'tracking' | 'shortener';

interface PostLink {
  url: string;
  kind: LinkKind;
}

/** Hosts that only exist to pay a commission on the click (Amazon's short links, LTK, Awin, CJ, Impact, Skimlinks ...). */
const AFFILIATE_HOSTS = [
  'amzn.to',
  'amzn.eu',
  // A shortener that only makes Amazon affiliate links (German creators use it under "Affiliate-Link").
  'amzlink.to',
  'geni.us',
  'rstyle.me',
  'liketk.it',
  'shopltk.com',
  'liketoknow.it',
  'shopstyle.it',
  'awin1.com',
  'tidd.ly',
  'prf.hn',
  'go.skimresources.com',
  'skimresources.com',
  'anrdoezrs.net',
  'jdoqocy.com',
  'tkqlhce.com',
  'dpbolvw.net',
  'kqzyfj.com',
  'click.linksynergy.com',
  'linksynergy.com',
  'shareasale.com',
  'pntra.com',
  'clcr.me',
  ...IMPACT_TRACKING_HOSTS,
  'avantlink.com',
  'partnerize.com',
  'refersion.com',
  'howl.me',
  'shop-links.co',
  'fas.st',
  'cen.yt',
];
const SHORTENER_HOSTS = [
  'bit.ly',
  'tinyurl.com',
  'ow.ly',
  'buff.ly',
  'goo.gl',
  'is.gd',
  't.co',
  'lnk.to',
  'smarturl.it',
  'fty.li',
  'found.ee',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'ytb.li',
  'lnkd.in',
  'hyperurl.co',
  'snip.ly',
];
/** Query parameters of affiliate programmes (Amazon's tag=, generic aff/affiliate ids). */
const AFFILIATE_PARAMS = /[?&](?:tag|aff|aff_id|affid|affiliate|affiliate_id|aff_sub|afftrack|irclickid|clickref|ranmid|sscid)=/i;
const REFERRAL_PARAMS = /[?&](?:ref|referral|referrer|ref_id|refid|invite|invite_code|via|code|discount|coupon|promo)=/i;
// Share ids (igshid, si, fbclid) are left out: they track a share, not a campaign.
const TRACKING_PARAMS = /[?&](?:utm_[a-z]+|gclid|mc_cid|mc_eid|cmpid|wt_mc)=/i;

const hostMatches = (host: string, list: readonly string[]) => list.some((h) => host === h || host.endsWith(`.${h}`));

/**
 * An affiliate network's own host (awin1.com, www.awin1.com): it carries shops' links but is never a brand itself. A
 * shop's subdomain on a network (razer.a9yw.net) is not the network's host: the subdomain names the shop.
 */
export function isAffiliateNetworkHost(host: string): boolean {
  return AFFILIATE_HOSTS.includes(host.toLowerCase().replace(/^www\./, ''));
}

/** The kind of a link, or null for a plain link. */
export function classifyLink(url: string): LinkKind | null {
  const host = url
    .replace(/^https?:\/\//i, '')
    .split(/[/?#:]/)[0]!
    .toLowerCase()
    .replace(/^www\./, '');
  if (hostMatches(host, AFFILIATE_HOSTS) || AFFILIATE_PARAMS.test(url) || /\/(?:aff|affiliate|partner)\/|\/ref=\w/i.test(url))
    return 'affiliate';
  if (REFERRAL_PARAMS.test(url) || /(?:^|\.)(?:ref|refer|invite)\./.test(host) || /\/(?:ref|referral|invite)\/[\w-]{3,}/i.test(url))
    return 'referral';
  if (TRACKING_PARAMS.test(url)) return 'tracking';
  if (hostMatches(host, SHORTENER_HOSTS)) return 'shortener';
  return null;
}

/** The affiliate, referral, tracking and shortener links in a text, each URL once. */
export function findCommercialLinks(text: string): PostLink[] {
  const links: PostLink[] = [];
  const seen = new Set<string>();
  for (const found of findUrls(text)) {
    const kind = classifyLink(found.url);
    if (!kind || seen.has(found.url)) continue;
    seen.add(found.url);
    links.push({ url: found.url, kind });
  }
  return links;
}
