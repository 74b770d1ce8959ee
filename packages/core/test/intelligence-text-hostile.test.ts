import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_ANALYSIS_LIMITS } from '../src/security/text-analysis-limits.ts';
import { classifyChannelType } from '../src/intelligence/channel-types/classify-channel-type.ts';
import { analyzePostText } from '../src/intelligence/text/analyze-post-text.ts';
import { boundedText } from '../src/intelligence/text/bounded-text.ts';
import { findBrandMentions } from '../src/intelligence/text/brands.ts';
import { codeKeywordsIn } from '../src/intelligence/text/coupon-keywords.ts';
import { findDisclosureMarkers } from '../src/intelligence/text/disclosure.ts';
import { extractCoupons } from '../src/intelligence/text/extract-coupons.ts';
import { findOffers } from '../src/intelligence/text/find-offers.ts';
import { detectGiveaway } from '../src/intelligence/text/giveaway.ts';
import { findCommercialLinks } from '../src/intelligence/text/links.ts';
import { ownHandles } from '../src/intelligence/text/own-names.ts';
import { promotionProbability } from '../src/intelligence/text/promotion.ts';
import { analyzeTextsInProcess } from '../src/intelligence/text/text-analyzer.ts';
import {
  HOSTILE_FILLERS,
  HOSTILE_KEYWORDS,
  HOSTILE_SPECIALS,
  hostileCorpus,
  hostileRun,
} from '../../../tests/support/hostile-post-texts.ts';

/**
 * Creators write the texts these detectors read; "Partner" and a few thousand newlines once took a minute. Every
 * entry point runs on hostile texts here. No timings: that they finish is checked, and that what makes them linear
 * holds (the length cap, the whitespace bound). Their time per text is judged by the worker pool's budget
 * (apps/server/test/text-analysis-pool.test.ts runs this corpus at the default budget).
 */

const CHANNEL = { channelName: 'Some Channel' };
const whitespaceRun = new RegExp(String.raw`\s{${TEXT_ANALYSIS_LIMITS.maxWhitespaceRun + 1}}`);

/** Every exported detector of a post text, bios and names included. */
function runEveryEntryPoint(text: string): void {
  const analysis = analyzePostText(text, undefined, { ...CHANNEL, platform: 'instagram' });
  expect(analysis.promotionProbability).toBeGreaterThanOrEqual(0);
  extractCoupons(text, CHANNEL);
  findOffers(text, CHANNEL);
  const bounded = boundedText(text);
  findDisclosureMarkers(bounded);
  detectGiveaway(bounded);
  findCommercialLinks(bounded);
  findBrandMentions(bounded);
  ownHandles(bounded, CHANNEL.channelName);
  promotionProbability(bounded, { disclosureMarkers: [], brands: [], links: [], coupons: [], isGiveaway: false });
  classifyChannelType({ name: bounded.slice(0, 200), handle: 'handle', bio: bounded, categories: [], contentTexts: [bounded] });
}

describe('the text detectors on hostile texts', () => {
  it('finish on each keyword followed by 5,000 characters of blanks, newlines, punctuation, digits and link junk', () => {
    for (const text of hostileCorpus(5_000)) runEveryEntryPoint(text);
  }, 300_000);

  it('finish on 50,000-character attacks, nested brackets and URL junk', async () => {
    for (const text of HOSTILE_SPECIALS) runEveryEntryPoint(text);
    const outcomes = await analyzeTextsInProcess({ brands: [], texts: HOSTILE_SPECIALS.map((text) => ({ text, options: CHANNEL })) });
    expect(outcomes.every((outcome) => 'analysis' in outcome)).toBe(true);
  }, 120_000);

  it('read a run of blanks or newlines as long as the cap allows as a short one, so its length costs nothing', () => {
    // The detectors' findings; the promotional model reads the text's length as trained, so its score is left out.
    const findings = (text: string) => {
      const { promotionProbability: _probability, isPromotional: _isPromotional, ...rest } = analyzePostText(text, undefined, CHANNEL);
      return rest;
    };
    for (const keyword of HOSTILE_KEYWORDS)
      for (const filler of [' ', '\n', '\t', '\r\n', ' \n']) {
        const short = findings(hostileRun(keyword, filler, TEXT_ANALYSIS_LIMITS.maxWhitespaceRun + 1));
        expect(findings(hostileRun(keyword, filler, TEXT_ANALYSIS_LIMITS.maxChars - 100))).toEqual(short);
      }
  }, 120_000);

  it('read words after a run of any length: "Team", 50,000 blanks, "@gymshark" names a sponsor role', () => {
    const analysis = analyzePostText(`Team${' '.repeat(50_000)}@gymshark`, undefined, CHANNEL);
    expect(analysis).toMatchObject({ isSponsored: true, sponsorEvidence: [{ kind: 'sponsor', text: 'Team @gymshark' }] });
  });

  it('read no further than maxChars characters of a text (whitespace runs shortened first)', () => {
    for (const filler of HOSTILE_FILLERS.filter((candidate) => candidate.trim() !== '').slice(0, 12)) {
      const text = `Werbung | Code NICO10: 10% Rabatt bei @brand ${hostileRun('Partner', filler, 2 * TEXT_ANALYSIS_LIMITS.maxChars)}`;
      const capped = text.slice(0, TEXT_ANALYSIS_LIMITS.maxChars);
      expect(analyzePostText(text, undefined, CHANNEL)).toEqual(analyzePostText(capped, undefined, CHANNEL));
    }
  }, 120_000);

  it('finish on random texts of keywords, runs and junk (fast-check)', () => {
    const piece = fc.oneof(
      fc.constantFrom(...HOSTILE_KEYWORDS, 'Code', 'NICO10', '@gymshark', 'https://bit.ly/x', ' für das Sponsoring', ':'),
      fc.tuple(fc.constantFrom(...HOSTILE_FILLERS), fc.integer({ min: 1, max: 2_000 })).map(([filler, times]) => filler.repeat(times)),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        runEveryEntryPoint(pieces.join(''));
      }),
      { numRuns: 150 },
    );
  }, 300_000);
});

describe('boundedText', () => {
  it('caps the length, shortens every long whitespace run, keeps line breaks, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\n', '\t', '\r', '.', '🔥', '\u00a0'), maxLength: 30_000 }), (text) => {
        const bounded = boundedText(text);
        expect(bounded.length).toBeLessThanOrEqual(TEXT_ANALYSIS_LIMITS.maxChars);
        expect(whitespaceRun.test(bounded)).toBe(false);
        expect(boundedText(bounded)).toBe(bounded);
        // The same words in the same order: only whitespace runs are shortened and the end is cut.
        expect(text.replace(/\s+/g, ' ').startsWith(bounded.replace(/\s+/g, ' '))).toBe(true);
        if (text.length <= TEXT_ANALYSIS_LIMITS.maxChars && !whitespaceRun.test(text)) expect(bounded).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('never cuts a surrogate pair at the cap', () => {
    const text = `${'a'.repeat(TEXT_ANALYSIS_LIMITS.maxChars - 1)}🔥🔥`;
    expect(boundedText(text)).toBe('a'.repeat(TEXT_ANALYSIS_LIMITS.maxChars - 1));
  });
});

describe('codeKeywordsIn', () => {
  it('finds the words the single pattern found, with the same prefixes', () => {
    const pattern = /([\p{L}-]*?)(code|gutschein)(s)?(?![\p{L}])/giu;
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'R', '-', ' ', 'code', 'Codes', 'gutschein', 'x', ':', 'é'), maxLength: 60 }),
        (text) => {
          const expected = [...text.matchAll(pattern)].map((m) => ({
            index: m.index,
            prefix: m[1],
            keyword: m[2],
            isPlural: m[3] !== undefined,
          }));
          expect(codeKeywordsIn(text).map(({ index, prefix, keyword, isPlural }) => ({ index, prefix, keyword, isPlural }))).toEqual(
            expected,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
