/**
 * Text normalisation for names, bios and captions: repair UTF-8 read as Latin-1 or Windows-1252 ("JosÃ©" → "José"),
 * Unicode NFC, no control characters, emoji kept. Characters a source lost for good ("Espaï¿½ï", U+FFFD) cannot be
 * decoded back; they are found here so the stage can look for the intact text elsewhere.
 */

import { trimEndMatching } from '../kernel/index.ts';

/** Windows-1252 characters in 0x80–0x9F, back to their byte (the rest of Latin-1 maps one to one). */
const CP1252_BYTES = new Map<string, number>([
  ['€', 0x80],
  ['‚', 0x82],
  ['ƒ', 0x83],
  ['„', 0x84],
  ['…', 0x85],
  ['†', 0x86],
  ['‡', 0x87],
  ['ˆ', 0x88],
  ['‰', 0x89],
  ['Š', 0x8a],
  ['‹', 0x8b],
  ['Œ', 0x8c],
  ['Ž', 0x8e],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['˜', 0x98],
  ['™', 0x99],
  ['š', 0x9a],
  ['›', 0x9b],
  ['œ', 0x9c],
  ['ž', 0x9e],
  ['Ÿ', 0x9f],
]);

/** A lead byte of a 2–4 byte UTF-8 sequence (as a Latin-1/cp1252 character) followed by a continuation byte. */
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;
/** What a source writes where it lost characters: the replacement character, or its UTF-8 bytes read as Latin-1. */
const LOST = /\uFFFD|ï¿½|ï¿$/;
/** A lost run with the cut-off bytes a truncated field leaves behind ("Espaï¿½ï", "Kurzgesagt ï¿½ï¿"). */
const LOST_RUN = /(?:\uFFFD|ï¿½)+(?:ï¿?)?|ï¿$/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Reverses one layer of UTF-8 → Latin-1/cp1252 mis-decoding; returns null when the text is not such mojibake. */
export function repairMisdecodedText(value: string): string | null {
  if (!MOJIBAKE.test(value) || LOST.test(value)) return null;
  const bytes: number[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code <= 0xff) bytes.push(code);
    else if (CP1252_BYTES.has(char)) bytes.push(CP1252_BYTES.get(char)!);
    else return null; // a character Latin-1 cannot hold: the text was never one Latin-1 decoding
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/** True when a source lost characters of this text for good. */
export function hasLostCharacters(value: string): boolean {
  return LOST.test(value);
}

/**
 * A matcher for the intact text of a value with lost characters: the known parts in order, each lost run standing for
 * one to three characters ("MrBeast en Espaï¿½ï" matches "MrBeast en Español"). Compared case-insensitively on NFC text.
 */
export function lostCharacterMatcher(value: string): (candidate: string) => boolean {
  const parts = value.normalize('NFC').split(LOST_RUN);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A lost run at the very end may have swallowed the rest of the word ("Latinoamï¿½ï¿½" → "Latinoamérica").
  const tail = parts.at(-1)!.trim() === '' ? '.{1,12}' : '';
  const known = tail ? parts.slice(0, -1) : parts;
  // Gaps are bounded (at most two blanks either side): `\s*.{1,3}\s*` re-read a long run of blanks in a candidate from
  // each of its characters (quadratic), and blank-only parts ("ï¿½ ï¿½") put such gaps side by side. A blank-only part
  // joins the gaps around it into one gap of their lost runs together.
  let pattern = '^';
  let lostRuns = 0;
  known.forEach((part, i) => {
    if (i > 0) lostRuns += 1;
    if (part.trim() === '' && i > 0 && i < known.length - 1) return;
    if (lostRuns > 0) pattern += `\\s{0,2}.{1,${3 * lostRuns}}\\s{0,2}`;
    pattern += escape(part.trim());
    lostRuns = 0;
  });
  const matcher = new RegExp(`${pattern}${tail}$`, 'iu');
  return (candidate) => matcher.test(candidate.normalize('NFC').trim());
}

/**
 * The text with its lost runs cut out and whitespace tidied: what is shown when the intact text is nowhere.
 * Names come from sources anyone can write to, so every step is linear: `\s*ï¿?\s*$`, `\s+([)\]])` and `[…]+$` each
 * re-read a long run of blanks or dashes from every character of it (quadratic; 20 KB took seconds).
 */
export function withoutLostCharacters(value: string): string {
  const cut = trimEndMatching(value.replace(LOST_RUN, ' '), /\s/);
  const withoutTail = cut.endsWith('ï¿') ? cut.slice(0, -2) : cut.endsWith('ï') ? cut.slice(0, -1) : cut;
  const tidied = normaliseText(withoutTail).replace(/\s+/g, (run, offset: number, whole: string) =>
    /[)\]]/.test(whole[offset + run.length] ?? '') ? '' : run,
  );
  return trimEndMatching(tidied, /[\s\-–—|:/([]/).trim();
}

/** NFC, control characters removed, whitespace runs collapsed; emoji and every script are kept. */
function normaliseText(value: string): string {
  return value
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** The stage's text rule in one call: the repaired text and what happened to it. */
export function cleanText(value: string): { text: string; action: 'unchanged' | 'normalised' | 'repaired' } {
  const repaired = repairMisdecodedText(value);
  const text = normaliseText(repaired ?? value);
  if (repaired !== null && repaired !== value) return { text, action: 'repaired' };
  return { text, action: text === value ? 'unchanged' : 'normalised' };
}
