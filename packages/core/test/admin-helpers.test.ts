import { describe, expect, it } from 'vitest';
import { containsPattern, pageOffset } from '../src/admin/require-platform-admin.ts';
import { isUniqueViolation } from '../src/admin/unique-violation.ts';

describe('admin helpers', () => {
  it('turns a search into a LIKE pattern that takes wildcards literally', () => {
    expect(containsPattern('mia')).toBe('%mia%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });

  it('pages from 1', () => {
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
  });

  it('finds a unique violation however deep the driver wrapped it', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('wrapped'), { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('other'), { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
