/**
 * The one entry point of the post-text detectors: sponsorship (strict, with its evidence), giveaways, coupon codes,
 * brand mentions, commercial links and the promotional reading of one post text (title + caption + hashtags), no I/O.
 */
import { isGenericBrandName } from '@creatorlens/contracts';
import { boundedText, cappedText } from './bounded-text.ts';
import { asWritten, restoreLineBreaks } from './line-breaks.ts';
import { extractCoupons } from './extract-coupons.ts';
import { brandKey, canonicalBrand, DEFAULT_BRAND_DICTIONARY, findBrandMentions, type BrandDictionary } from './brands.ts';
import { deniesSponsorship, findDisclosureMarkers } from './disclosure.ts';
import { detectGiveaway } from './giveaway.ts';
import { findCommercialLinks } from './links.ts';
import { isOwnName, ownHandles } from './own-names.ts';
import { PROMOTION_THRESHOLD, promotionProbability } from './promotion.ts';
import { findSponsorship, type SponsorEvidence } from './sponsorship.ts';

export type { BrandDictionary } from './brands.ts';
export type { SponsorEvidence, SponsorEvidenceKind } from './sponsorship.ts';

interface PostCoupon {
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  brand: string | null;
}

export interface PostTextAnalysis {
  /**
   * Strict: the text shows a paid or material relationship with a third party (see sponsorship.ts). This is what the
   * "Sponsored" badge and the sponsored filters read; `sponsorEvidence` says why.
   */
  isSponsored: boolean;
  /** Why the post is sponsored, as written in the text (disclosures, sponsor phrases, brand + code, affiliate notes). */
  sponsorEvidence: SponsorEvidence[];
  /** The third parties the evidence names (never the creator's own channels, handles or shops). */
  sponsors: string[];
  /** Disclosure markers as written (including "unbezahlte Werbung", which is a marker but not paid). */
  disclosureMarkers: string[];
  isGiveaway: boolean;
  giveawayMarkers: string[];
  coupons: PostCoupon[];
  /** Brand names and handles mentioned, without the creator's own channels, handles and shops. */
  brands: string[];
  links: { url: string; kind: string }[];
  /** Sponsored by a brand + code or offer link, or a brand with a commercial link, and no label saying so. */
  isUndisclosedAd: boolean;
  /** 0..1: how likely the text is promotional (calls to action, tagged brands, prices ...), from promo-model.ts. */
  promotionProbability: number;
  /**
   * Promotional (a call to buy, watch, vote ...), the model's reading of a caption; a separate, broader signal than
   * sponsored. Only on caption platforms (Instagram, TikTok, Snapchat): descriptions nearly all read as promotional.
   */
  isPromotional: boolean;
}

/**
 * The reasons a user is shown for a sponsored post: every piece of evidence as written, each text once (a co-branded
 * line names several partners, one evidence each, but is one reason).
 */
export function sponsorEvidenceTexts(analysis: Pick<PostTextAnalysis, 'sponsorEvidence'>): string[] {
  return [...new Set(analysis.sponsorEvidence.map((e) => e.text))];
}

export interface AnalyzeOptions {
  /** The posting channel's name: lets lowercase codes that spell it count as codes, and keeps its own handles out of brands. */
  channelName?: string;
  /** The platform the text was posted on: decides whether the promotional model applies (captions only). */
  platform?: string;
}

/** Platforms whose post texts are captions like the model's training data. */
const CAPTION_PLATFORMS = new Set(['instagram', 'tiktok', 'snapchat']);
const LABEL_KINDS = new Set(['disclosure', 'sponsor', 'affiliate', 'supplied']);

/** Analyses one post text; the dictionary names the known brands (defaults to the recurring sponsors). */
export function analyzePostText(
  fullText: string,
  dictionary: BrandDictionary = DEFAULT_BRAND_DICTIONARY,
  options: AnalyzeOptions = {},
): PostTextAnalysis {
  const rawText = boundedText(fullText);
  // The model reads the text as it was trained (whitespace runs count towards its length feature), only capped.
  const modelText = cappedText(fullText);
  // Styled letters (𝐂𝐨𝐝𝐞 𝐍𝐈𝐂𝐎𝟏𝟎, full-width) read as plain ones; bounded again, as NFKC can lengthen a text.
  // Line breaks the source lost are put back first ("…CheckWerbung💥Bekomme …"); evidence is shown as written.
  const restored = restoreLineBreaks(boundedText(rawText.normalize('NFKC')));
  const { text } = restored;
  const { channelName } = options;
  const disclosureMarkers = findDisclosureMarkers(text);
  const giveaway = detectGiveaway(text);
  const links = findCommercialLinks(text);
  const coupons: PostCoupon[] = extractCoupons(text, channelName ? { channelName } : {}).map((c) => ({
    code: c.code,
    discount: c.discount,
    discountPercent: c.discountPercent,
    url: c.url,
    brand: c.brand ? canonicalBrand(c.brand, dictionary) : null,
  }));
  const own = ownHandles(text, channelName);
  const isOwn = (name: string) => own.has(name.replace(/^@/, '').toLowerCase()) || isOwnName(name, channelName);
  // Generic words and platforms are never brands ("Download", "Instagram"); a disclosed affiliate shop comes in below.
  const brands = findBrandMentions(text, dictionary).filter((b) => !isOwn(b) && !isGenericBrandName(b));
  const { evidence, sponsors } = findSponsorship({ text, disclosureMarkers, coupons, dictionary, ...(channelName ? { channelName } : {}) });
  for (const name of [...sponsors, ...coupons.flatMap((c) => (c.brand ? [c.brand] : []))]) {
    const key = brandKey(name);
    if (!isOwn(name) && !brands.some((b) => brandKey(b) === key)) brands.push(name);
  }
  // The model's inputs are those it was trained with (promo-features.ts): every mention plus the coupons' brands, as written.
  const modelBrands = findBrandMentions(modelText, dictionary);
  for (const c of coupons)
    if (c.brand && !modelBrands.some((b) => b.toLowerCase() === c.brand!.toLowerCase() || b.toLowerCase() === `@${c.brand!.toLowerCase()}`))
      modelBrands.push(c.brand);
  const probability = promotionProbability(modelText, {
    disclosureMarkers,
    brands: modelBrands,
    links,
    coupons,
    isGiveaway: giveaway.isGiveaway,
  });
  const modelApplies = (options.platform === undefined || CAPTION_PLATFORMS.has(options.platform)) && !deniesSponsorship(text);
  const labelled = evidence.some((e) => LABEL_KINDS.has(e.kind));
  const hasCommercialLink = links.some((l) => l.kind !== 'shortener');
  return {
    isSponsored: evidence.length > 0,
    sponsorEvidence: evidence.map((e) => ({ ...e, text: asWritten(restored, e.text) })),
    sponsors,
    disclosureMarkers: disclosureMarkers.map((m) => asWritten(restored, m)),
    isGiveaway: giveaway.isGiveaway,
    giveawayMarkers: giveaway.isGiveaway ? giveaway.markers : [],
    coupons,
    brands,
    links,
    isUndisclosedAd: !labelled && (evidence.length > 0 || (brands.length > 0 && hasCommercialLink)),
    promotionProbability: probability,
    isPromotional: modelApplies && probability >= PROMOTION_THRESHOLD,
  };
}
