import { describe, expect, it } from 'vitest';
import { lineOf, serverSourceFiles } from './server-source.ts';

/*
 * Words the server writes come from the catalogues (translateFor in @creatorlens/i18n), never from a choice on the
 * language inline: `language === 'de' ? 'Kanal' : 'Channel'`, `de ? … : …`, `if (locale === 'de') { return … }`.
 * Such a string escapes the catalogue test (no key, no parity check) and is how English reached German readers.
 * Choosing a locale *code* or *tag* (`=== 'de' ? 'de' : 'en'`, `'de-DE' : 'en-GB'`) is not a word and is allowed.
 */

/** `file:line` entries that may keep an inline choice; it starts empty and should stay so. */
const ALLOWED: readonly string[] = [];

const LOCALE_TAG = /^[a-z]{2}(?:[-_][A-Z]{2})?$/;
const LITERAL = String.raw`(?:'[^'\n]*'|"[^"\n]*"|\x60[^\x60]*\x60)`;
// A condition on German or English (or a variable named after German), then `?` and a string branch (or a list that
// starts with one), then `:` and the other branch (a literal or anything else).
const TERNARY = new RegExp(
  String.raw`(?:[!=]==?\s*['"](?:de|en)['"]|\b(?:de|isGerman|german)\b)\s*\?\s*(?:(\[)\s*${LITERAL}|(${LITERAL})\s*:\s*(${LITERAL})?)`,
  'g',
);
// `if (language === 'de') { …` or `if (language === 'de') return '…'`: a whole branch of words.
const BRANCH = /[!=]==?\s*['"](?:de|en)['"]\s*\)\s*(?:\{|return\s*['"`{[])/g;

const unquote = (literal: string | undefined): string | undefined => literal?.slice(1, -1);

/** The inline language choices in one file's text, as `line: excerpt`. */
function inlineWordChoices(text: string): { line: number; excerpt: string }[] {
  const found: { line: number; excerpt: string }[] = [];
  for (const match of text.matchAll(TERNARY)) {
    const [isList, first, second] = [match[1] !== undefined, unquote(match[2]), unquote(match[3])];
    if (!isList && first !== undefined && LOCALE_TAG.test(first) && second !== undefined && LOCALE_TAG.test(second)) continue;
    found.push({ line: lineOf(text, match.index), excerpt: match[0].replace(/\s+/g, ' ').slice(0, 100) });
  }
  for (const match of text.matchAll(BRANCH)) found.push({ line: lineOf(text, match.index), excerpt: match[0] });
  return found;
}

describe('no inline German/English strings in server code', () => {
  it('recognises the shapes it forbids and lets locale codes pass', () => {
    const bad = [
      "const label = language === 'de' ? 'Kanal' : 'Channel';",
      "before: de ? ' hat ' : ' reached ',",
      'return de\n  ? `Follower-Sprung am ${day}`\n  : `a jump on ${day}`;',
      "if (input.language === 'de') {\n  return { subject: 'Hallo' };\n}",
      "const word = locale !== 'en' ? 'und' : 'and';",
      "const [before, after] = language === 'de' ? ['Arbeitsbereich von ', ''] : ['', \"'s workspace\"];",
    ];
    for (const sample of bad) expect(inlineWordChoices(sample), sample).not.toEqual([]);
    const fine = [
      "language: settings?.language === 'de' ? 'de' : 'en',",
      "const tag = locale === 'de' ? 'de-DE' : 'en-GB';",
      "content=\"${input.locale === 'de' ? 'de_DE' : 'en_GB'}\"",
      "if (stated === 'de' || stated === 'en') return stated;",
      "if (lang === 'de') continue;",
    ];
    for (const sample of fine) expect(inlineWordChoices(sample), sample).toEqual([]);
  });

  it('finds none in packages/core, api, contracts and apps/server', () => {
    const offences = serverSourceFiles().flatMap((file) =>
      inlineWordChoices(file.text)
        .map((choice) => `${file.path}:${choice.line}  ${choice.excerpt}`)
        .filter((entry) => !ALLOWED.some((allowed) => entry.startsWith(`${allowed} `))),
    );
    expect(offences, 'move these words into a catalogue pair and read them with translateFor(locale)').toEqual([]);
  });
});
