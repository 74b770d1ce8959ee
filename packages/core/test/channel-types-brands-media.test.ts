import { describe, expect, it } from 'vitest';
import { accountKey, classifyChannelType, type ChannelTypeInput } from '../src/intelligence/channel-types/index.ts';

const typeOf = (fields: Partial<ChannelTypeInput>) =>
  classifyChannelType({ name: 'Someone', handle: 'someone', bio: null, categories: [], ...fields }).type;

/** Issue 38, who and where: the accounts that led the German creator charts, and the creators next to them. */
describe('channel types: brands and media that say nothing about themselves', () => {
  it('knows big brands by their whole handle, or by the name when a list has no handle', () => {
    expect(typeOf({ name: 'BMW', handle: 'bmw', categories: ['cars', 'motorbikes'] })).toBe('brand');
    expect(typeOf({ name: 'primark', handle: 'primark', categories: ['beauty'] })).toBe('brand');
    expect(typeOf({ name: 'Zalando', handle: 'zalando_de' })).toBe('brand');
    // A YouTube list row without a handle: the whole name is the key.
    expect(accountKey('FC Bayern')).toBe('fcbayern');
    expect(typeOf({ name: 'FC Bayern', handle: '' })).toBe('brand');
    expect(typeOf({ name: 'Vogue', handle: 'voguemagazine', categories: ['fashion'] })).toBe('media');
  });

  it('keeps creators who name a brand, sell their own line or work with one', () => {
    expect(typeOf({ name: 'Ring Racer', handle: 'ringracer', bio: 'Racing driver for BMW 🏎️ Munich' })).toBe('creator');
    expect(typeOf({ name: 'Lena', handle: 'lena.glow', bio: 'Beauty & Skincare • Shop my haircare: @lenahair.shop' })).toBe('creator');
    expect(typeOf({ name: 'bmwlena', handle: 'bmwlena', bio: 'Ich bin Lena und fahre gern' })).toBe('creator');
  });

  it('finds companies by their plural voice, branches and labels (de/en)', () => {
    expect(
      typeOf({ name: 'Backhaus Krume', handle: 'backhauskrume', bio: 'Wir sind eure Bäckerei – in unseren Filialen in ganz Hessen' }),
    ).toBe('brand');
    expect(typeOf({ name: 'Northside Records', handle: 'northsiderecords', bio: 'Independent record label since 2004' })).toBe('brand');
  });

  it('finds media by news vocabulary and press categories', () => {
    expect(typeOf({ name: 'Tagesblick', handle: 'tagesblick', bio: 'Eilmeldungen und aktuelle Nachrichten' })).toBe('media');
    expect(typeOf({ name: 'Stadtfunk', handle: 'stadtfunk', categories: ['radio', 'press'] })).toBe('media');
    expect(typeOf({ name: 'JIMIN Updates', handle: 'jimin.updates', bio: 'Daily updates about Jimin' })).toBe('community');
  });
});
