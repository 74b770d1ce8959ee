/**
 * How sure an audience-quality share is: the 95 % Wilson score interval of a share counted over the sampled followers.
 * It covers sampling only (which followers happened to be in the sample); how often the classifier itself errs is
 * measured in bench/quality (leave-one-source-out) and stated beside the figure, not folded in here.
 */

export interface ShareInterval {
  low: number;
  high: number;
}

/** Wilson score interval for `successes` out of `trials` (z = 1.96); null when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z = 1.96): ShareInterval | null {
  if (trials <= 0) return null;
  const share = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const centre = (share + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  return { low: round(centre - half), high: round(centre + half) };
}

interface SampleCertainty {
  /** Sampled accounts the model judged (the rest lacked posts, followers or following). */
  judgedSize: number;
  notEnoughData: number;
  suspiciousInterval: ShareInterval | null;
  credibilityInterval: ShareInterval | null;
}

/**
 * The intervals of a stored sample audience, from its shares (over the judged accounts), the share not judged and the
 * sample size: shares are stored to 4 places and samples hold at most 10,000 accounts, so the counts come back exactly.
 */
export function sampleCertainty(
  typeShares: { suspicious: number; notEnoughData?: number } | null,
  credibility: number | null,
  sampleSize: number | null,
): SampleCertainty | null {
  if (sampleSize === null || sampleSize <= 0 || typeShares === null) return null;
  const judgedSize = Math.round(sampleSize * (1 - (typeShares.notEnoughData ?? 0)));
  return {
    judgedSize,
    notEnoughData: sampleSize - judgedSize,
    suspiciousInterval: wilsonInterval(Math.round(typeShares.suspicious * judgedSize), judgedSize),
    credibilityInterval: credibility === null ? null : wilsonInterval(Math.round(credibility * judgedSize), judgedSize),
  };
}
