import { describe, expect, it } from 'vitest';
import { effectivePersons } from '../src/identity/effective-groups.ts';

describe('effectivePersons', () => {
  const channels = [
    { id: 'c1', key: 'instagram:lena', artistId: 'A' },
    { id: 'c2', key: 'tiktok:lena', artistId: 'A' },
    { id: 'c3', key: 'youtube:lena', artistId: 'A' },
    { id: 'c4', key: 'instagram:max', artistId: 'B' },
  ];

  it('moves a merged artist into the other and lets a split channel stand alone, in the order decided', () => {
    const persons = effectivePersons(channels, [
      { kind: 'merge', a: 'instagram:lena', b: 'instagram:max' },
      { kind: 'split', a: 'youtube:lena', b: 'instagram:lena' },
    ]);
    expect(persons.get('c4')).toBe('A');
    expect(persons.get('c3')).toBe('channel:c3');
    expect(persons.has('c1')).toBe(false);
  });

  it('a later merge takes back an earlier split', () => {
    const persons = effectivePersons(channels, [
      { kind: 'split', a: 'youtube:lena', b: 'instagram:lena' },
      { kind: 'merge', a: 'youtube:lena', b: 'instagram:lena' },
    ]);
    expect(persons.size).toBe(0);
  });
});
