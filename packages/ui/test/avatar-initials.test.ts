import { describe, expect, it } from 'vitest';
import { getInitials } from '../src/avatar.tsx';

describe('getInitials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  Ada   Augusta  King ')).toBe('AK');
  });

  it('uses one letter for a single word and nothing for a blank name', () => {
    expect(getInitials('ada')).toBe('A');
    expect(getInitials('   ')).toBe('');
  });

  it('handles letters outside ASCII', () => {
    expect(getInitials('Özlem Çelik')).toBe('ÖÇ');
  });

  it('skips words that do not start with a letter or digit', () => {
    expect(getInitials('Kylie 🤍')).toBe('K');
    expect(getInitials('Kourtney Kardashian Barker ❤️‍🔥')).toBe('KB');
    expect(getInitials('NJ 🇧🇷')).toBe('N');
    expect(getInitials('Anna | Fitness Coach')).toBe('AC');
    expect(getInitials('50 Cent')).toBe('5C');
    expect(getInitials('👑')).toBe('👑');
  });
});
