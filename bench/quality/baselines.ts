/**
 * The simple-rule baselines printed beside every detector: what a few lines of regular expressions reach on the same
 * rows, so a detector's figure can be read against the obvious alternative.
 */

/** Sponsored, three rules: a disclosure hashtag; the words Werbung/Anzeige/sponsor*; the word affiliate. */
export function baselineSponsored(text: string): boolean {
  return (
    /#(?:ad|ads|sponsored|werbung|anzeige)(?![\p{L}\p{N}_])/iu.test(text) ||
    /\b(?:werbung|anzeige|sponsor(?:ed|s)?|gesponsert)\b/iu.test(text) ||
    /\baffiliate\b/iu.test(text)
  );
}

/** Coupon codes, two rules: the token after "code" (optionally "code:"), and the token after "Gutschein:". */
export function baselineCoupons(text: string): string[] {
  const codes = new Set<string>();
  for (const match of text.matchAll(/\bcode\s*[:=]?\s*["'„“]?([A-Za-z0-9][\w-]{2,})/giu)) codes.add(match[1]!);
  for (const match of text.matchAll(/\bgutschein\s*:\s*["'„“]?([A-Za-z0-9][\w-]{2,})/giu)) codes.add(match[1]!);
  const stop = new Set([
    'the',
    'and',
    'for',
    'und',
    'bei',
    'mit',
    'der',
    'die',
    'das',
    'gilt',
    'below',
    'unten',
    'link',
    'here',
    'hier',
    'at',
  ]);
  return [...codes].filter((code) => !stop.has(code.toLowerCase()));
}

/** Sponsor brands, one rule: every @handle is a brand. */
export function baselineSponsors(text: string): string[] {
  return [...new Set([...text.matchAll(/(?<![\w.])@([A-Za-z0-9_.]{2,30})/g)].map((m) => m[1]!.replace(/\.$/, '')))];
}
