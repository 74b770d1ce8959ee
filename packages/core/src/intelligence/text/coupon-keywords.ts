/**
 * The words "code" and "Gutschein" in a text, each with the word it ends ("Rabatt" of "Rabattcode", "promo-" of
 * "promo-code"). A single pattern `([\p{L}-]*?)(code|gutschein)` found these before, but from every letter of a long
 * word without the keyword it scanned to the word's end again (quadratic); here the keyword is found first and the
 * word is read backwards from it, with exactly the matches the pattern gave.
 */

interface CodeKeyword {
  /** Where the whole word starts (the prefix's first character). */
  index: number;
  /** Letters and hyphens before the keyword, within the same word (empty for a bare "code"). */
  prefix: string;
  keyword: string;
  isPlural: boolean;
  /** Just after the keyword (and its "s"). */
  end: number;
}

const KEYWORD = /(code|gutschein)(s)?(?![\p{L}])/giu;
const WORD_CHARACTER = /^[\p{L}-]$/u;

/** The code keywords of a text, in order; a word's prefix never reaches back into the previous keyword. */
export function codeKeywordsIn(text: string): CodeKeyword[] {
  const found: CodeKeyword[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(KEYWORD)) {
    let start = match.index;
    while (start > previousEnd) {
      // One code point back: a letter outside the BMP is two code units.
      const width = start >= 2 && /[\uDC00-\uDFFF]/.test(text[start - 1]!) && /[\uD800-\uDBFF]/.test(text[start - 2]!) ? 2 : 1;
      if (start - width < previousEnd || !WORD_CHARACTER.test(text.slice(start - width, start))) break;
      start -= width;
    }
    const end = match.index + match[0].length;
    found.push({ index: start, prefix: text.slice(start, match.index), keyword: match[1]!, isPlural: match[2] !== undefined, end });
    previousEnd = end;
  }
  return found;
}
