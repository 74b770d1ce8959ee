// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../src/lib/i18n.ts';

describe('run-time translation fallback', () => {
  it('shows English for a key the German catalogue lacks, never the raw key', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    await initI18n();
    expect(i18n.language).toBe('de');
    i18n.addResource('en', 'translation', 'Fallback.only-in-english', 'Only in English');
    // A key no catalogue declares (the typed t() only accepts declared keys, hence the untyped view).
    const translate = i18n.t.bind(i18n) as unknown as (key: string) => string;
    expect(translate('Fallback.only-in-english')).toBe('Only in English');
    expect(i18n.t('Sources.youtube-api')).toBe('YouTube Data API (Aktualisierung)');
  });
});
