/**
 * Text whose line breaks were lost (YouTube descriptions in exports and scrapes) glues the last word of one line to
 * the first of the next: "choppastoreEnter To Win", "sale-v2GIVEAWAY:", "1aCoXeIAffiliate Links". The rules match on
 * word boundaries, so they miss such words. A lower-case letter or digit directly before a capital, or a capital
 * before a capitalised word, starts a new word again here.
 * Callers read the text as written first and fall back to this, so markers in ordinary posts keep their own spelling
 * ("#unbezahlteWerbung" stays one hashtag).
 */
export function unglueWords(text: string): string {
  return text.replace(/([\p{Ll}\p{N}])(?=\p{Lu})/gu, '$1 ').replace(/(\p{Lu})(?=\p{Lu}\p{Ll})/gu, '$1 ');
}
