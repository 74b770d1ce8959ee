/**
 * The post-text detectors behind an injected analyser. Creators write the texts, so the server runs them in a worker
 * thread under a time budget per text (apps/server/src/jobs/text-analysis-pool.ts); tests, benches and the seed run
 * them here, in-process. This module imports nothing but the detectors, so a worker that loads it stays small.
 */
import { analyzePostText, type AnalyzeOptions, type PostTextAnalysis } from './analyze-post-text.ts';
import { KNOWN_BRANDS } from './brand-dictionary.ts';
import { createBrandDictionary, type BrandDictionary, type BrandDictionaryEntry } from './brands.ts';

export type { AnalyzeOptions, PostTextAnalysis } from './analyze-post-text.ts';
export { sponsorEvidenceTexts } from './analyze-post-text.ts';
export type { BrandDictionaryEntry } from './brands.ts';

export interface TextToAnalyze {
  text: string;
  options: AnalyzeOptions;
}

/** Why a text was not analysed: it ran over the time budget, or the detectors failed on it. */
export type NotAnalysedReason = 'time-budget' | 'failed';

export type TextAnalysisOutcome = { analysis: PostTextAnalysis } | { notAnalysed: NotAnalysedReason };

export interface AnalyzeTextsInput {
  /** The brands to match (the same array for every batch of a run, so an analyser can build its dictionary once). */
  brands: readonly BrandDictionaryEntry[];
  texts: readonly TextToAnalyze[];
}

/** Analyses texts in order, one outcome per text; a text it gives up on is "not analysed", never retried. */
export type AnalyzeTexts = (input: AnalyzeTextsInput) => Promise<TextAnalysisOutcome[]>;

/** The recurring sponsors: what analyzePostText matches when no brand rows are at hand (CLIs, benches). */
export const DEFAULT_BRANDS: readonly BrandDictionaryEntry[] = KNOWN_BRANDS;

const dictionaries = new WeakMap<readonly BrandDictionaryEntry[], BrandDictionary>();

/** The dictionary of a brand list, built once per list. */
export function dictionaryOf(brands: readonly BrandDictionaryEntry[]): BrandDictionary {
  let dictionary = dictionaries.get(brands);
  if (!dictionary) {
    dictionary = createBrandDictionary(brands);
    dictionaries.set(brands, dictionary);
  }
  return dictionary;
}

/** One text's outcome; an exception of a detector marks the text failed instead of failing the whole run. */
export function analyzeTextSafely(dictionary: BrandDictionary, item: TextToAnalyze): TextAnalysisOutcome {
  try {
    return { analysis: analyzePostText(item.text, dictionary, item.options) };
  } catch {
    return { notAnalysed: 'failed' };
  }
}

/** Runs the detectors on this thread: for tests, benches, the seed and CLIs, never for a server's refreshes. */
export const analyzeTextsInProcess: AnalyzeTexts = async ({ brands, texts }) => {
  const dictionary = dictionaryOf(brands);
  return texts.map((item) => analyzeTextSafely(dictionary, item));
};
