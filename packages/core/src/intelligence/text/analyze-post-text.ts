/**
 * The one entry point of the post-text detectors: sponsorship disclosures, giveaways, coupon codes, brand mentions
 * and commercial links of one post text (title + caption + hashtags), with no I/O.
 */
import { extractCoupons } from '@creatorlens/db/seed';
import { canonicalBrand, DEFAULT_BRAND_DICTIONARY, findBrandMentions, type BrandDictionary } from './brands.ts';
import { findDisclosureMarkers } from './disclosure.ts';
import { detectGiveaway } from './giveaway.ts';
import { findCommercialLinks } from './links.ts';

export type { BrandDictionary } from './brands.ts';

export interface PostCoupon {
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  brand: string | null;
}

export interface PostTextAnalysis {
  isSponsored: boolean;
  disclosureMarkers: string[];
  isGiveaway: boolean;
  giveawayMarkers: string[];
  coupons: PostCoupon[];
  brands: string[];
  links: { url: string; kind: string }[];
  /** A brand mention together with a code or an affiliate/referral/tracking link, and no disclosure marker. */
  isUndisclosedAd: boolean;
}

export interface AnalyzeOptions {
  /** The posting channel's name: lets lowercase codes that spell it ("hardwaredealz") count as codes. */
  channelName?: string;
}

/** Analyses one post text; the dictionary names the known brands (defaults to the recurring sponsors). */
export function analyzePostText(text: string, dictionary: BrandDictionary = DEFAULT_BRAND_DICTIONARY, options: AnalyzeOptions = {}): PostTextAnalysis {
  const disclosureMarkers = findDisclosureMarkers(text);
  const giveaway = detectGiveaway(text);
  const links = findCommercialLinks(text);
  const coupons: PostCoupon[] = extractCoupons(text, options.channelName ? { channelName: options.channelName } : {}).map((c) => ({
    code: c.code,
    discount: c.discount,
    discountPercent: c.discountPercent,
    url: c.url,
    brand: c.brand ? canonicalBrand(c.brand, dictionary) : null,
  }));
  const brands = findBrandMentions(text, dictionary);
  for (const coupon of coupons) {
    if (coupon.brand && !brands.some((b) => b.toLowerCase() === coupon.brand!.toLowerCase() || b.toLowerCase() === `@${coupon.brand!.toLowerCase()}`)) brands.push(coupon.brand);
  }
  const isSponsored = disclosureMarkers.length > 0;
  const hasCommercialLink = links.some((l) => l.kind !== 'shortener');
  return {
    isSponsored,
    disclosureMarkers,
    isGiveaway: giveaway.isGiveaway,
    giveawayMarkers: giveaway.isGiveaway ? giveaway.markers : [],
    coupons,
    brands,
    links,
    isUndisclosedAd: !isSponsored && brands.length > 0 && (coupons.length > 0 || hasCommercialLink),
  };
}
