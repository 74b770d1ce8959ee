import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, resolveCategoryId } from '@creatorlens/contracts';
import { de, en } from '@creatorlens/i18n';

describe('category labels', () => {
  // A person types what the picker shows; an old link may carry a label: each must lead back to its category.
  it('resolves every de and en catalogue label of every category to that category', () => {
    for (const id of CATEGORY_IDS) {
      expect(resolveCategoryId(en.Categories[id]), `en ${id}`).toBe(id);
      expect(resolveCategoryId(de.Categories[id]), `de ${id}`).toBe(id);
    }
  });
});
