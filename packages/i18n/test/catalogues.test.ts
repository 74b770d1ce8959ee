import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, catalogues, de, en } from '../src/index.ts';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

function flattenEntries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flattenEntries(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('catalogues', () => {
  it('has a catalogue for every supported locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('de and en have exactly the same keys', () => {
    expect(flattenKeys(de).sort()).toEqual(flattenKeys(en).sort());
  });

  it('has no empty translations', () => {
    for (const catalogue of [en, de]) {
      for (const [key, text] of flattenEntries(catalogue)) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim().length, key).toBeGreaterThan(0);
      }
    }
  });

  it('uses the same interpolation placeholders in de and en', () => {
    const german = new Map(flattenEntries(de));
    for (const [key, text] of flattenEntries(en)) {
      expect(placeholders(String(german.get(key))), key).toEqual(placeholders(String(text)));
    }
  });

  it('contains the keys the product spec names', () => {
    const keys = flattenKeys(en);
    expect(keys).toContain('Common.error-occured');
    expect(keys).toContain('Auth.sign-in');
    expect(keys).toContain('Account.display-name');
  });
});
