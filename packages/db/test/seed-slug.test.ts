import { describe, expect, it } from 'vitest';
import { RESERVED_ROUTE_SEGMENTS, slugify } from '@creatorlens/contracts';
import { SlugAllocator } from '../src/seed/slug.ts';

describe('slugify', () => {
  it('makes lowercase ASCII hyphenated slugs', () => {
    expect(slugify('Cristiano Ronaldo')).toBe('cristiano-ronaldo');
    expect(slugify('Beyoncé')).toBe('beyonce');
    expect(slugify('Kylie 🤍')).toBe('kylie');
    expect(slugify('Burak Özdemir')).toBe('burak-oezdemir');
    expect(slugify('Đen Vâu')).toBe('den-vau');
    expect(slugify('Straße & Co.')).toBe('strasse-and-co');
    expect(slugify('김민규')).toBe('');
  });

  it('cuts long slugs at a word boundary', () => {
    const slug = slugify('a very long channel name '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('SlugAllocator', () => {
  it('appends -2, -3 on collisions', () => {
    const slugs = new SlugAllocator();
    expect(slugs.allocate(['Marshmello'], 'x')).toBe('marshmello');
    expect(slugs.allocate(['marshmello'], 'x')).toBe('marshmello-2');
    expect(slugs.allocate(['MARSHMELLO!'], 'x')).toBe('marshmello-3');
  });

  it('never hands out an app route name', () => {
    const slugs = new SlugAllocator();
    expect(RESERVED_ROUTE_SEGMENTS.has('pricing')).toBe(true);
    expect(slugs.allocate(['Pricing'], 'x')).toBe('pricing-2');
    expect(slugs.allocate(['Sign In'], 'x')).toBe('sign-in-2');
  });

  it('falls back to the next candidate, then the fallback', () => {
    const slugs = new SlugAllocator();
    expect(slugs.allocate(['김민규', 'min9yu_k'], 'creator')).toBe('min9yu-k');
    expect(slugs.allocate(['???'], 'creator')).toBe('creator');
  });
});
