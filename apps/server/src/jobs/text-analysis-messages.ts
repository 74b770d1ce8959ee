/** What the text-analysis pool and its worker thread say to each other (over one MessagePort). */
import type { BrandDictionaryEntry, TextAnalysisOutcome, TextToAnalyze } from '@creatorlens/core/text-analysis';

export type PoolMessage =
  /** The brands the following texts are matched against; sent once per brand list and worker. */
  | { kind: 'brands'; brandsId: number; brands: readonly BrandDictionaryEntry[] }
  /** Texts to analyse in order; `from` is the index of the first in the request. */
  | { kind: 'texts'; requestId: number; brandsId: number; from: number; texts: readonly TextToAnalyze[] };

export type WorkerMessage =
  /** Sent once the detectors are loaded: only then does the first text's budget start. */
  | { kind: 'ready' }
  /** The brand list's dictionary is built and compiled: only then do its texts' budgets start. */
  | { kind: 'brands-ready'; brandsId: number }
  | { kind: 'result'; requestId: number; index: number; outcome: TextAnalysisOutcome };
