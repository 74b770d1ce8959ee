import { describe, expect, it } from 'vitest';
import { BRAND_BRANCHES } from '@creatorlens/contracts';
import { brandBranchLabel } from '../src/lib/brand-branch-label.ts';
import { translatorIn } from './support/translator.ts';

describe('brand branch labels', () => {
  // The walk of the agency issues found "food", "tech" and "travel" under brand names on German pages.
  it('words every branch in German and English, German differently where the word differs', async () => {
    const [de, en] = await Promise.all([translatorIn('de'), translatorIn('en')]);
    for (const branch of BRAND_BRANCHES) {
      expect(brandBranchLabel(de.t, branch), branch).not.toMatch(/^BrandBranches\./);
      expect(brandBranchLabel(en.t, branch), branch).not.toMatch(/^BrandBranches\./);
    }
    expect(brandBranchLabel(de.t, 'food')).toBe('Essen & Trinken');
    expect(brandBranchLabel(de.t, 'tech')).toBe('Technik');
    expect(brandBranchLabel(en.t, 'travel')).toBe('Travel');
  });

  it('shows a branch outside the list as written (a brand typed in by hand)', async () => {
    const de = await translatorIn('de');
    expect(brandBranchLabel(de.t, 'Möbel')).toBe('Möbel');
  });
});
