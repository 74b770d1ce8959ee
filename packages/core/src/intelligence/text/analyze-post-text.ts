/**
 * The one entry point of the post-text detectors: sponsorship disclosures, giveaways, coupon codes, brand mentions
 * and commercial links of one post text (title + caption + hashtags), with no I/O.
 */
import { extractCoupons } from '@creatorlens/db/seed';
import { canonicalBrand, DEFAULT_BRAND_DICTIONARY, findBrandMentions, type BrandDictionary } from './brands.ts';
import { deniesSponsorship, findDisclosureMarkers } from './disclosure.ts';
import { detectGiveaway } from './giveaway.ts';
import { findCommercialLinks } from './links.ts';
import { PROMOTION_THRESHOLD, promotionProbability } from './promotion.ts';

export type { BrandDictionary } from './brands.ts';

export interface PostCoupon {
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  brand: string | null;
}

export interface PostTextAnalysis {
  /**
   * A disclosure marker is present, or (on captions, see AnalyzeOptions.platform) the promotional-content model
   * reaches its threshold and the text does not say it is not sponsored.
   */
  isSponsored: boolean;
  disclosureMarkers: string[];
  isGiveaway: boolean;
  giveawayMarkers: string[];
  coupons: PostCoupon[];
  brands: string[];
  links: { url: string; kind: string }[];
  /** A brand mention together with a code or an affiliate/referral/tracking link, and no disclosure marker. */
  isUndisclosedAd: boolean;
  /** 0..1: how likely the text is promotional (calls to action, tagged brands, prices ...), from promo-model.ts. */
  promotionProbability: number;
}

export interface AnalyzeOptions {
  /** The posting channel's name: lets lowercase codes that spell it ("hardwaredealz") count as codes. */
  channelName?: string;
  /**
   * The platform the text was posted on. The promotional model was trained on Instagram captions; YouTube and Twitch
   * descriptions nearly all read as promotional (links, "subscribe"), so there only disclosures make a post sponsored.
   * Unknown (undefined): treated as a caption.
   */
  platform?: string;
}

/** Platforms whose post texts are captions like the model's training data. */
const CAPTION_PLATFORMS = new Set(['instagram', 'tiktok', 'snapchat']);

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
  const disclosed = disclosureMarkers.length > 0;
  const probability = promotionProbability(text, { disclosureMarkers, brands, links, coupons, isGiveaway: giveaway.isGiveaway });
  const modelApplies = (options.platform === undefined || CAPTION_PLATFORMS.has(options.platform)) && !deniesSponsorship(text);
  const isSponsored = disclosed || (modelApplies && probability >= PROMOTION_THRESHOLD);
  const hasCommercialLink = links.some((l) => l.kind !== 'shortener');
  return {
    isSponsored,
    disclosureMarkers,
    isGiveaway: giveaway.isGiveaway,
    giveawayMarkers: giveaway.isGiveaway ? giveaway.markers : [],
    coupons,
    brands,
    links,
    // Undisclosed means no disclosure marker: a post the model reads as promotional is exactly the case to flag.
    isUndisclosedAd: !disclosed && brands.length > 0 && (coupons.length > 0 || hasCommercialLink),
    promotionProbability: probability,
  };
}
