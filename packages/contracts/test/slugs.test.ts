import { describe, expect, it } from 'vitest';
import { RESERVED_ROUTE_SEGMENTS, isReservedSlug, slugify, toAscii } from '../src/slugs.ts';

describe('slugify', () => {
  it('writes German umlauts the German way and strips other diacritics', () => {
    expect(slugify('Jörg Müller')).toBe('joerg-mueller');
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('François Señor')).toBe('francois-senor');
    expect(slugify('Ångström Øre')).toBe('angstroem-ore');
  });

  it('keeps capitals consistent with lower case (Ä and ä give one slug)', () => {
    expect(slugify('ÄRZTE')).toBe(slugify('ärzte'));
    expect(toAscii('Ü')).toBe('ue');
  });

  it('turns & into "and", drops emoji and other scripts, trims hyphens', () => {
    expect(slugify('Tom & Jerry')).toBe('tom-and-jerry');
    expect(slugify('Kylie 🤍')).toBe('kylie');
    expect(slugify('  --Hallo-- ')).toBe('hallo');
    expect(slugify('東京')).toBe('');
  });

  it('cuts long names at a hyphen below the limit', () => {
    const slug = slugify('a very long creator name that goes on and on and on beyond sixty characters for sure');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('reserved route segments', () => {
  it('covers the app, site and server routes an artist slug would shadow', () => {
    for (const segment of ['pricing', 'brand', 'discovery', 'charts', 'sign-in', 'healthz', 'readyz', 'metrics', 'api']) {
      expect(isReservedSlug(segment)).toBe(true);
    }
    expect(isReservedSlug('cristiano-ronaldo')).toBe(false);
    expect(RESERVED_ROUTE_SEGMENTS.size).toBeGreaterThan(30);
  });
});
