import { describe, expect, it } from 'vitest';
import { humaniseSlug } from '../src/humanise.ts';

describe('humaniseSlug', () => {
  it('turns hyphens and underscores into spaces and capitalises the first word only', () => {
    expect(humaniseSlug('sports-with-a-ball')).toBe('Sports with a ball');
    expect(humaniseSlug('actors-actresses')).toBe('Actors actresses');
    expect(humaniseSlug('product_updates')).toBe('Product updates');
  });

  it('keeps a single word and collapses repeated separators', () => {
    expect(humaniseSlug('music')).toBe('Music');
    expect(humaniseSlug('  food--drink ')).toBe('Food drink');
    expect(humaniseSlug('')).toBe('');
  });
});
