import { describe, expect, it } from 'vitest';
import { checkCrmValue, isHttpUrl, normaliseSelectOptions } from '../src/crm/crm-value-rules.ts';

const field = (type: 'text' | 'number' | 'date' | 'select' | 'email' | 'url', options: string[] = []) => ({ type, options });

describe('checkCrmValue', () => {
  it.each([
    [field('number'), '1 250.5', '1250.5'],
    [field('number'), '-3', '-3'],
    [field('date'), '2024-02-29', '2024-02-29'],
    [field('email'), ' a.b@example.co ', 'a.b@example.co'],
    [field('url'), 'http://example.com', 'http://example.com'],
    [field('select', ['A', 'B']), 'B', 'B'],
    [field('text'), '  note ', 'note'],
  ])('accepts and normalises %j %s', (definition, raw, stored) => {
    expect(checkCrmValue(definition, raw)).toEqual({ ok: true, value: stored });
  });

  it.each([
    [field('number'), '1,5'],
    [field('number'), 'NaN'],
    [field('date'), '2023-02-29'],
    [field('date'), '2024-2-1'],
    [field('email'), 'a@b'],
    [field('url'), 'javascript:alert(1)'],
    [field('url'), '//example.com'],
    [field('select', ['A']), 'a'],
    [field('text'), 'x'.repeat(2001)],
  ])('refuses %j %s with a message', (definition, raw) => {
    const result = checkCrmValue(definition, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });
});

describe('isHttpUrl and normaliseSelectOptions', () => {
  it('allows only http and https', () => {
    expect(isHttpUrl('https://x.io/a?b=1')).toBe(true);
    expect(isHttpUrl('mailto:a@b.c')).toBe(false);
  });

  it('cleans options and refuses duplicates', () => {
    expect(normaliseSelectOptions([' A ', '', 'B'])).toEqual({ ok: true, options: ['A', 'B'] });
    expect(normaliseSelectOptions(['A', 'a']).ok).toBe(false);
    expect(normaliseSelectOptions([]).ok).toBe(false);
  });
});
