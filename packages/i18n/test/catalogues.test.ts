import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, catalogues, de, en, translateFor } from '../src/index.ts';
import { serverSourceFiles } from './server-source.ts';

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

  describe('keys the server uses', () => {
    // `t('Namespace.key'`, `t(\`Namespace.prefix-${…}\`` and `t('Namespace.prefix-' + …` in server code: translateFor's translators and the share
    // page's. The compiler checks them against English (CatalogueKey); this also checks German and the template prefixes.
    const KEY_CALL = /\bt\(\s*(?:'([A-Z][\w-]*\.[\w.-]+)'(?!\s*\+)|`([A-Z][\w-]*\.[\w.-]*)\$\{|'([A-Z][\w-]*\.[\w.-]*)'\s*\+)/g;
    const uses = serverSourceFiles().flatMap((file) =>
      [...file.text.matchAll(KEY_CALL)].map((match) => ({ file: file.path, key: match[1], prefix: match[2] ?? match[3] })),
    );
    const keys = { en: flattenKeys(en), de: flattenKeys(de) };
    const exists = (locale: 'en' | 'de', key: string) =>
      keys[locale].includes(key) || keys[locale].includes(`${key}_one`) || keys[locale].includes(`${key}_other`);

    it('finds the server texts (notifications, exports, import reports, mails)', () => {
      const used = new Set(uses.map((use) => use.key ?? use.prefix));
      for (const sample of ['NotificationTexts.comment-mentioned', 'ExportTexts.columns.', 'Imports.reason-', 'MailTexts.sign-off']) {
        expect(used, sample).toContain(sample);
      }
    });

    it.each(['en', 'de'] as const)('exist in %s', (locale) => {
      const missing = uses.filter((use) =>
        use.key !== undefined ? !exists(locale, use.key) : !keys[locale].some((key) => key.startsWith(use.prefix!)),
      );
      expect(missing.map((use) => `${use.file}: ${use.key ?? `${use.prefix}…`}`)).toEqual([]);
    });

    it('translateFor reads German with the English fallback and i18next plurals', () => {
      expect(translateFor('de')('NotificationTexts.bot-alert-title')).toBe('Bot-Warnung');
      expect(translateFor('en')('ShortlistTexts.creators', { count: 1 })).toBe('1 creator');
      expect(translateFor('en')('ShortlistTexts.creators', { count: 3 })).toBe('3 creators');
      // Values are not HTML-escaped here: each caller escapes for its medium.
      expect(translateFor('de')('MailTexts.greeting-named', { name: 'A & <B>' })).toBe('Hallo A & <B>,');
    });
  });
});
