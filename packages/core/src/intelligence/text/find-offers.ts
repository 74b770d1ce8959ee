/** The seed's coupon reader: core's coupon and brand rules, in the shape the seed writer takes (db cannot import core). */
import type { FindOffers } from '@creatorlens/db/seed';
import { brandColor, guessBranch } from './brand-dictionary.ts';
import { extractCoupons } from './extract-coupons.ts';

/** Every code a text offers, each with its brand's name, industry, colour and site. */
export const findOffers: FindOffers = (text, { channelName }) =>
  extractCoupons(text, { channelName }).map((candidate) => ({
    code: candidate.code,
    discount: candidate.discount,
    discountPercent: candidate.discountPercent,
    url: candidate.url,
    terms: candidate.terms,
    validUntil: candidate.validUntil,
    brand: candidate.brand
      ? {
          name: candidate.brand,
          branch: guessBranch(candidate.brand, candidate.brandWebsite),
          color: brandColor(candidate.brand),
          website: candidate.brandWebsite,
        }
      : null,
  }));
