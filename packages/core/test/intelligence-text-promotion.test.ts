import { describe, expect, it } from 'vitest';
import { analyzePostText } from '../src/intelligence/text/analyze-post-text.ts';
import { deniesSponsorship } from '../src/intelligence/text/disclosure.ts';
import {
  PROMO_FEATURE_NAMES,
  PROMO_HASH_BUCKETS,
  promoFeatureVector,
  promoTokens,
  type PromoCues,
} from '../src/intelligence/text/promo-features.ts';
import { PROMO_MODEL } from '../src/intelligence/text/promo-model.ts';
import { PROMOTION_THRESHOLD } from '../src/intelligence/text/promotion.ts';

const noCues: PromoCues = { disclosureMarkers: [], brands: [], links: [], coupons: [], isGiveaway: false };
const handFeature = (text: string, name: (typeof PROMO_FEATURE_NAMES)[number], cues: PromoCues = noCues) => {
  const vector = promoFeatureVector(text, cues);
  const slot = PROMO_HASH_BUCKETS + PROMO_FEATURE_NAMES.indexOf(name);
  const k = vector.indices.indexOf(slot);
  return k < 0 ? 0 : vector.values[k]!;
};

describe('promotional-content model', () => {
  it.each([
    'New collection out now! Shop the link in bio 🛍️ 20% off this weekend only',
    'Tickets for the tour are on sale now! Get yours at the link in bio',
    'Jetzt neu: unsere Sommerkollektion! Link in der Bio – nur heute 20 % Rabatt',
    'Tickets für die Tour gibt es ab sofort, holt sie euch jetzt über den Link in der Bio!',
  ])('reads %j as promotional, which is not sponsored (no third party)', (text) => {
    const result = analyzePostText(text);
    expect(result.disclosureMarkers).toEqual([]);
    expect(result.promotionProbability).toBeGreaterThanOrEqual(PROMOTION_THRESHOLD);
    expect(result.isPromotional).toBe(true);
    expect(result.isSponsored).toBe(false);
  });

  it.each([
    'Happy birthday to my wonderful wife, I love you',
    'Alles Gute zum Geburtstag, liebe Mama! Wir vermissen dich',
    'Kaffee am Morgen ☕',
  ])('reads %j as private', (text) => {
    const result = analyzePostText(text);
    expect(result.promotionProbability).toBeLessThan(PROMOTION_THRESHOLD);
    expect(result.isPromotional).toBe(false);
    expect(result.isSponsored).toBe(false);
  });

  it('never overrules an author who says the post is not sponsored', () => {
    expect(analyzePostText('Shop my look, link in bio').isPromotional).toBe(true);
    expect(analyzePostText('Shop my look, link in bio – not sponsored, I just love it').isPromotional).toBe(false);
    expect(analyzePostText('Jetzt shoppen, Link in der Bio – keine Werbung, selbst gekauft!').isPromotional).toBe(false);
    expect(deniesSponsorship('#notsponsored')).toBe(true);
    expect(deniesSponsorship('Werbung | Code NICO')).toBe(false);
  });

  it('reads captions only: on YouTube and Twitch descriptions nothing is promotional, but the probability is reported', () => {
    const text = 'Abonniert den Kanal! Neues Video jeden Freitag https://instagram.com/nico';
    const youtube = analyzePostText(text, undefined, { platform: 'youtube' });
    expect(youtube.isSponsored).toBe(false);
    expect(youtube.isPromotional).toBe(false);
    expect(youtube.promotionProbability).toBe(analyzePostText(text, undefined, { platform: 'instagram' }).promotionProbability);
    expect(analyzePostText(`Werbung | ${text}`, undefined, { platform: 'twitch' }).isSponsored).toBe(true);
  });

  it('gives a probability between 0 and 1, the same for the same text', () => {
    for (const text of ['', '#ad', 'x'.repeat(5000)]) {
      const p = analyzePostText(text).promotionProbability;
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(analyzePostText(text).promotionProbability).toBe(p);
    }
  });
});

describe('promotional-model features', () => {
  it('collapses handles and numbers so the model learns wording, not accounts', () => {
    expect(promoTokens('Danke @nico.fit für 20 Jahre #Tour2024!')).toEqual(['danke', '@', 'für', '0', 'jahre', '#tour2024']);
  });

  it('reads calls to action, link-in-bio and prices in German and English alike', () => {
    expect(handFeature('Jetzt bestellen, Link in der Bio', 'link in bio')).toBe(1);
    expect(handFeature('Order now, link in bio', 'link in bio')).toBe(1);
    expect(handFeature('Jetzt bestellen', 'log calls to action')).toBeGreaterThan(0);
    expect(handFeature('Order now', 'log calls to action')).toBeGreaterThan(0);
    expect(handFeature('nur 19,99 €', 'log price, percent or discount tokens')).toBeGreaterThan(0);
    expect(handFeature('only $19.99', 'log price, percent or discount tokens')).toBeGreaterThan(0);
    expect(handFeature('Happy birthday, Mama', 'log private-life words')).toBeGreaterThan(0);
    expect(handFeature('Alles Gute zum Geburtstag', 'log private-life words')).toBeGreaterThan(0);
  });

  it('reads Dutch calls to action, availability, discounts and link-in-bio too', () => {
    expect(handFeature('Bestel nu via de link in mijn bio', 'link in bio')).toBe(1);
    expect(handFeature('Bestel nu via de link in mijn bio', 'log calls to action')).toBeGreaterThan(0);
    expect(handFeature('Gebruik mijn code ANNA10 en ontdek de nieuwe collectie', 'log calls to action')).toBeGreaterThan(Math.log(2));
    expect(handFeature('Nu verkrijgbaar in de winkel', 'availability / launch words')).toBe(1);
    expect(handFeature('Nieuwe collectie!', 'availability / launch words')).toBe(1);
    expect(handFeature('20 procent korting op alles', 'log price, percent or discount tokens')).toBeGreaterThan(Math.log(2));
    expect(handFeature('Lekker weekend met de kinderen', 'log calls to action')).toBe(0);
    expect(handFeature('Lekker weekend met de kinderen', 'log price, percent or discount tokens')).toBe(0);
  });

  it('uses the cues the rules found (mentions, disclosures, codes)', () => {
    const cues: PromoCues = {
      disclosureMarkers: ['#ad'],
      brands: ['Prozis', '@anna'],
      links: [{ kind: 'affiliate' }],
      coupons: [{}],
      isGiveaway: false,
    };
    expect(handFeature('x', 'disclosure marker', cues)).toBe(1);
    expect(handFeature('x', 'log @mentions', cues)).toBeCloseTo(Math.log(2));
    expect(handFeature('x', 'known brand named', cues)).toBe(1);
    expect(handFeature('x', 'commercial link', cues)).toBe(1);
    expect(handFeature('x', 'coupon code', cues)).toBe(1);
  });

  it('matches the shipped model: one weight per hand-made feature, a small hashed table', () => {
    expect(PROMO_MODEL.features).toEqual([...PROMO_FEATURE_NAMES]);
    expect(PROMO_MODEL.featureWeights).toHaveLength(PROMO_FEATURE_NAMES.length);
    expect(PROMO_MODEL.hashWeights.length === 0 || PROMO_MODEL.hashWeights.length === PROMO_HASH_BUCKETS).toBe(true);
    expect(PROMO_MODEL.hashBuckets).toBe(PROMO_HASH_BUCKETS);
  });
});
