/**
 * The text the detectors read, bounded (TEXT_ANALYSIS_LIMITS): at most maxChars characters, and no whitespace run
 * longer than maxWhitespaceRun. Patterns that put whitespace quantifiers side by side ("Team\s*:?\s+@") cost the
 * square or cube of a run's length; with runs this short every pattern stays linear in the text's length. Real posts
 * are unchanged by it: they are shorter, and nothing a detector looks for spans a longer run.
 */
import { TEXT_ANALYSIS_LIMITS } from '../../security/index.ts';

const { maxChars, maxWhitespaceRun } = TEXT_ANALYSIS_LIMITS;
const LONG_WHITESPACE = new RegExp(String.raw`\s{${maxWhitespaceRun + 1},}`, 'g');
/** A run that held a line break stays a paragraph break; one of blanks stays longer than any pattern's " {0,3}". */
const SHORT_PARAGRAPH_BREAK = '\n\n';
const SHORT_BLANKS = ' '.repeat(maxWhitespaceRun);

/** The first maxChars characters, never cutting a surrogate pair (a lone half would not survive jsonb). */
export function cappedText(text: string): string {
  if (text.length <= maxChars) return text;
  const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1]!) ? maxChars - 1 : maxChars;
  return text.slice(0, end);
}

/** The text as the detectors read it: long whitespace runs shortened (first, so words after a run still count), capped. */
export function boundedText(text: string): string {
  return cappedText(text.replace(LONG_WHITESPACE, (run) => (/[\n\r\u2028\u2029]/.test(run) ? SHORT_PARAGRAPH_BREAK : SHORT_BLANKS)));
}
