/** The shapes extract-coupons.ts and coupon-brand.ts share: a sentence-like part of a text, a found code, a brand. */

/** A sentence-like part of a text (between breaks), as offsets. */
export interface Segment {
  start: number;
  end: number;
}

export interface Brand {
  name: string;
  website: string | null;
  url: string | null;
  distance: number;
  rank: number;
  after?: boolean;
}

export interface FoundCode {
  code: string;
  index: number;
  /** Text was glued onto the code: the line ended right after it. */
  lineEnd: number | null;
  /** The text calls it a discount code ("Rabattcode", "promo code"), which states the benefit by itself. */
  namedDiscount: boolean;
  /** Not code-shaped (lowercase word): kept only when quoted or written next to a brand. */
  weak: boolean;
  quoted: boolean;
  /** The link a path code was read from. */
  url?: string;
  /** Found after the word "code"/"Gutschein" (not by a word-order pattern). */
  viaKeyword: boolean;
}
