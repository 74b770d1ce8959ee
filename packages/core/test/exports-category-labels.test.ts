import { describe, expect, it } from 'vitest';
import { categoriesText } from '../src/exports/export-words.ts';

describe('category labels in exported files', () => {
  it('writes taxonomy categories in the reader language', () => {
    expect(categoriesText('de', ['food-cooking', 'travel'], ['food', 'travel'])).toBe('Essen & Kochen, Reisen');
    expect(categoriesText('en', ['food-cooking', 'travel'], ['food', 'travel'])).toBe('Food & cooking, Travel');
  });

  it('keeps the source labels of a channel not yet classified, and skips ids it does not know', () => {
    expect(categoriesText('de', [], ['howto', 'diy'])).toBe('howto, diy');
    expect(categoriesText('de', ['no-such-id'], ['howto'])).toBe('howto');
  });
});
