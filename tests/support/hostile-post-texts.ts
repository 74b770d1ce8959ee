/**
 * Post texts a hostile creator could write to make the text detectors slow: a keyword that starts a pattern, then a
 * long run of what the pattern's quantifiers read (blanks, newlines, tabs, punctuation, `#`, `@`, `.`, `-`, digits,
 * URL-like junk, nested brackets). Shared by the detectors' unit test and the worker pool's test.
 */

/** Words that start the detectors' patterns (disclosures, sponsor roles, codes, giveaways, links, names). */
export const HOSTILE_KEYWORDS = [
  'Partner',
  'Team',
  'Werbung',
  'Anzeige',
  'athlete',
  'Ambassador',
  'thanks',
  'Danke an',
  'presented by',
  'Code:',
  'Rabattcode',
  'Gutschein:',
  '10%',
  '€1',
  'use',
  'giveaway',
  'kannst du',
  '#ad',
  '@brand',
  'https://',
  'www.',
  '(',
  'mein',
  'A',
] as const;

/** What follows a keyword, repeated: runs the patterns' quantifiers read. */
export const HOSTILE_FILLERS = [
  ' ',
  '\n',
  '\t',
  '\r\n',
  ' \n',
  '.',
  '-',
  '#',
  '@',
  '_',
  '%',
  ':',
  '|',
  '*',
  '"',
  '(',
  ')',
  '[',
  '1',
  'a',
  'A',
  'a-',
  'A.',
  'a.com ',
  'www.1',
  'x.',
  '@a ',
  '#a ',
  'A1 ',
  '🔥',
] as const;

/** The keyword, then the filler up to `length` characters (plus a tail that lets patterns fail late). */
export function hostileRun(keyword: string, filler: string, length: number): string {
  return `${keyword}${filler.repeat(Math.ceil(length / filler.length))}x`;
}

/** The keyword and the filler again and again, up to `length` characters. */
export function hostileRepeat(keyword: string, filler: string, length: number): string {
  return `${keyword}${filler}`.repeat(Math.ceil(length / (keyword.length + filler.length)));
}

/** Every keyword with every filler, as one long run and as a repetition, `length` characters each. */
export function hostileCorpus(length: number): string[] {
  return HOSTILE_KEYWORDS.flatMap((keyword) =>
    HOSTILE_FILLERS.flatMap((filler) => [hostileRun(keyword, filler, length), hostileRepeat(keyword, filler, length)]),
  );
}

/** A few hand-made ones: nested brackets, URL junk, the attack as reported. */
export const HOSTILE_SPECIALS = [
  `Partner${'\n'.repeat(50_000)}`,
  `Team${' '.repeat(50_000)}@gymshark`,
  `${'('.repeat(20_000)}affiliate${')'.repeat(20_000)}`,
  `${'[('.repeat(10_000)}Werbung${')]'.repeat(10_000)}`,
  `https://${'a.'.repeat(10_000)}com/${'%20'.repeat(5_000)}`,
  `Code: ${'"'.repeat(20_000)}NICO10${'*'.repeat(20_000)} 10% off`,
  `${'9'.repeat(30_000)} €`,
  `Thanks ${'Big '.repeat(10_000)}for sponsoring`,
];
