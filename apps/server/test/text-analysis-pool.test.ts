import { afterAll, describe, expect, it } from 'vitest';
import { TEXT_ANALYSIS_LIMITS } from '@creatorlens/core/security';
import { analyzeTextsInProcess, type TextToAnalyze } from '@creatorlens/core/text-analysis';
import { createTextAnalysisPool } from '../src/jobs/text-analysis-pool.ts';
import { HOSTILE_SPECIALS, hostileCorpus } from '../../../tests/support/hostile-post-texts.ts';

/**
 * The worker pool that keeps the post-text detectors off the serving thread. The hostile corpus runs at the default
 * budget and none of it may be given up on; a budget no text can meet shows what happens past it.
 */

const brands = [{ name: 'Gymshark', aliases: ['gymshark'] }, { name: 'Prozis' }];
const item = (text: string): TextToAnalyze => ({ text, options: { channelName: 'Some Channel', platform: 'instagram' } });
const pool = createTextAnalysisPool();
afterAll(() => pool.close());

describe('the text analysis pool', () => {
  it(`analyses the hostile corpus within the default budget (${TEXT_ANALYSIS_LIMITS.budgetMs} ms a text), as in-process`, async () => {
    const texts = [...hostileCorpus(50_000).filter((_, index) => index % 3 === 0), ...HOSTILE_SPECIALS].map(item);
    const outcomes = await pool.analyzeTexts({ brands, texts });
    expect(outcomes.flatMap((outcome, index) => ('notAnalysed' in outcome ? [index] : []))).toEqual([]);
    expect(outcomes).toEqual(await analyzeTextsInProcess({ brands, texts }));
  }, 300_000);

  it('marks a text over its budget "not analysed", replaces the worker and goes on with the next text', async () => {
    const warnings: Record<string, unknown>[] = [];
    const strict = createTextAnalysisPool({ budgetMs: 1, log: { warn: (details) => void warnings.push(details) } });
    try {
      const slow = HOSTILE_SPECIALS.slice(0, 2).map(item);
      const normal = item('Werbung | Code NICO10 für 10% bei @prozis');
      const outcomes = await strict.analyzeTexts({ brands, texts: [...slow, normal] });
      expect(outcomes).toHaveLength(3);
      expect(outcomes.slice(0, 2)).toContainEqual({ notAnalysed: 'time-budget' });
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toMatchObject({ reason: 'time-budget' });
      // Every text gets an outcome in order: analysed, or given up on (never retried).
      for (const outcome of outcomes) expect('analysis' in outcome || outcome.notAnalysed === 'time-budget').toBe(true);
    } finally {
      await strict.close();
    }
  }, 120_000);

  it('serves requests one after another and refuses new ones once closed', async () => {
    const closing = createTextAnalysisPool();
    const [first, second] = await Promise.all([
      closing.analyzeTexts({ brands, texts: [item('Anzeige: Danke @gymshark')] }),
      closing.analyzeTexts({ brands: [], texts: [item('Gewinnspiel! Markiere einen Freund')] }),
    ]);
    expect(first[0]).toMatchObject({ analysis: { isSponsored: true } });
    expect(second[0]).toMatchObject({ analysis: { isGiveaway: true } });
    await closing.close();
    await expect(closing.analyzeTexts({ brands, texts: [item('x')] })).rejects.toThrow(/closed/);
  }, 120_000);
});
