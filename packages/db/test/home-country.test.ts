import { describe, expect, it } from 'vitest';
import { hasHomeCountryEvidence } from '../src/seed/home-country.ts';

/** Issue 38, who and where: a market listing becomes a home country only on the creator's own words. */
describe('home country evidence', () => {
  it('accepts a flag, the country or a city named in the bio, and a city page', () => {
    expect(hasHomeCountryEvidence('DE', 'Food & Fitness 🇩🇪 | Rezepte jeden Sonntag', null)).toBe(true);
    expect(hasHomeCountryEvidence('AT', 'Coach aus Wien, Online-Training', null)).toBe(true);
    expect(hasHomeCountryEvidence('CH', 'Made in Switzerland. Bergliebe.', null)).toBe(true);
    expect(hasHomeCountryEvidence('DE', null, 'Hamburg')).toBe(true);
  });

  it('refuses a bio that places the creator elsewhere or says nothing about a place', () => {
    expect(hasHomeCountryEvidence('DE', 'Irish retailer. Amazing fashion, amazing prices 🇮🇪', null)).toBe(false);
    expect(hasHomeCountryEvidence('DE', 'Model | Milano 🇮🇹', null)).toBe(false);
    expect(hasHomeCountryEvidence('DE', 'Welcome to my world of beauty ✨', null)).toBe(false);
    expect(hasHomeCountryEvidence('DE', null, null)).toBe(false);
    expect(hasHomeCountryEvidence(null, 'Berlin 🇩🇪', null)).toBe(false);
  });

  it('matches city names as whole words only', () => {
    expect(hasHomeCountryEvidence('DE', 'Ich liebe gutes Essen!', null)).toBe(false);
    expect(hasHomeCountryEvidence('DE', 'Berlinerin im Herzen, lebe in Lissabon', null)).toBe(false);
  });
});
