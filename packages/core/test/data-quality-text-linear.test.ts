import { describe, expect, it } from 'vitest';
import { cleanText, lostCharacterMatcher, withoutLostCharacters } from '../src/data-quality/index.ts';

/**
 * Names and captions come from sources anyone can write to: the text rules must stay linear in the text's length.
 * A regex cannot report its steps, so the bound is on time, generous enough for a busy 2-core machine: the quadratic
 * versions took seconds on 20 KB and would take minutes on 100 KB; linear ones take milliseconds.
 */
const HUNDRED_KB = 100_000;
const timed = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

describe('text rules on 100 KB adversarial texts', () => {
  it.each([
    ['a run of dashes and blanks before a letter', `Kanal${'- '.repeat(HUNDRED_KB / 2)}x`],
    ['a run of blanks before a lost tail', `Kanal${' '.repeat(HUNDRED_KB)}x ï¿½ï`],
    ['a run of line breaks not followed by a bracket', `Kanal${'\n'.repeat(HUNDRED_KB)}x ï¿½`],
    ['a run of separators at the end', `Kanal ï¿½${' |:/(['.repeat(HUNDRED_KB / 6)}`],
  ])('withoutLostCharacters: %s', (_name, text) => {
    let result = '';
    expect(timed(() => (result = withoutLostCharacters(text)))).toBeLessThan(2_000);
    expect(result.startsWith('Kanal')).toBe(true);
    expect(timed(() => cleanText(text))).toBeLessThan(2_000);
  });

  it('tidies as before: no blank before a closing bracket, no separators or lost bytes at the end', () => {
    expect(withoutLostCharacters('Café ï¿½ (Wien ) – ')).toBe('Café (Wien)');
    expect(withoutLostCharacters('Kurzgesagt ï¿½ï¿')).toBe('Kurzgesagt');
  });

  it('lostCharacterMatcher: lost runs separated by blanks against a long non-matching candidate', () => {
    const matches = lostCharacterMatcher(`Name ${'ï¿½ '.repeat(200)}Ende`);
    expect(timed(() => expect(matches(`Name ${' '.repeat(HUNDRED_KB)}Anders`)).toBe(false))).toBeLessThan(2_000);
    expect(lostCharacterMatcher('MrBeast en Espaï¿½ï')('MrBeast en Español')).toBe(true);
  });
});
