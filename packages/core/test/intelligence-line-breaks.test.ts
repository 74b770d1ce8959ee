import { describe, expect, it } from 'vitest';
import { asWritten, originalOffset, restoreLineBreaks } from '../src/intelligence/text/line-breaks.ts';

describe('line breaks a source removed', () => {
  it.each([
    ['Mein Stuhl im CheckWerbung💥Bekomme jetzt …', 'Mein Stuhl im Check\nWerbung💥Bekomme jetzt …'],
    ['Spare 10 % mit dem Code NICO10Instagram: @nico', 'Spare 10 % mit dem Code NICO10\nInstagram: @nico'],
    ['Folge mir hierhttps://instagram.com/lea', 'Folge mir hier\nhttps://instagram.com/lea'],
    ['WerbungPixelstuhl: 10 % mit FELIX10', 'Werbung\nPixelstuhl: 10 % mit FELIX10'],
  ])('puts a break back in %j', (text, restored) => {
    expect(restoreLineBreaks(text).text).toBe(restored);
  });

  it.each([['#unbezahlteWerbung im Café'], ['@leaWerbung'], ['MP3Player, iPhone, YouTube, McDonalds'], ['Schleichwerbung ist verboten']])(
    'keeps %j as written',
    (text) => {
      expect(restoreLineBreaks(text)).toEqual({ text, inserted: [] });
    },
  );

  it('maps offsets and snippets back to the text as written', () => {
    const text = 'Im CheckWerbung💥Code NICO10Instagram: @nico';
    const restored = restoreLineBreaks(text);
    const at = restored.text.indexOf('Instagram');
    expect(text.slice(originalOffset(restored, at), originalOffset(restored, at) + 9)).toBe('Instagram');
    expect(asWritten(restored, restored.text.replace(/\s+/g, ' '))).toBe(text);
  });

  it('stays linear on 100 KB of joins and digit runs', () => {
    const text = `${'aWerbung '.repeat(6_000)}${'ABC'}${'1'.repeat(50_000)}Instagram`;
    const restored = restoreLineBreaks(text);
    // Work done: one break per join, nothing re-read (a quadratic look-behind would not finish in the test's time).
    expect(restored.inserted).toHaveLength(6_001);
  });
});
