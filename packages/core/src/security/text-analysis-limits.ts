/**
 * Bounds on the post-text detectors (intelligence/text), which read what creators write: a caption or description of
 * "Partner" followed by a few thousand newlines once took a minute of the serving thread. The detectors' patterns are
 * linear now; these bounds keep them so whatever a creator writes, and stop a text that still runs long.
 */
export const TEXT_ANALYSIS_LIMITS = {
  /**
   * Characters of one post text (title, caption and hashtags) the detectors read; the rest is ignored. Platforms allow
   * at most 5,000 (YouTube descriptions), 4,000 (TikTok) and 2,200 (Instagram), so real posts are read whole (the
   * longest seed text has 4,937).
   */
  maxChars: 10_000,
  /**
   * A run of whitespace longer than this is read as a short one (a line break, or two blanks): nothing a detector
   * looks for spans more, and runs of blanks or newlines were what made patterns with adjacent `\s*` explode.
   */
  maxWhitespaceRun: 8,
  /**
   * Candidate codes, links and disclosure markers one text has weighed closely (against its sentences and the brand
   * list); past it only the first ones in the text are. Real posts have a handful; a text of thousands made each
   * candidate rescan the whole text.
   */
  maxCandidatesPerText: 100,
  /**
   * Wall-clock milliseconds one text may take in the analysis worker (apps/server/src/jobs/text-analysis-pool.ts).
   * A text over it is stored as "not analysed" and its worker replaced; a normal text takes about a millisecond.
   */
  budgetMs: 250,
} as const;
