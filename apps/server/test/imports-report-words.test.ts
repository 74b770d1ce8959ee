import { describe, expect, it } from 'vitest';
import { catalogues, formatInteger } from '@creatorlens/i18n';
import { IMPORT_REASONS, IMPORT_REPORT_WORDS, MAX_IMPORT_ROW_CHARACTERS } from '@creatorlens/core/imports';
import { UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY } from '@creatorlens/core/security';

// The error report reads the catalogue's Imports words; the two reasons that name a limit must name the current one.
describe('the import error report speaks the catalogue words', () => {
  it.each(['en', 'de'] as const)('%s', (locale) => {
    const imports = catalogues[locale].Imports as Record<string, string>;
    const words = IMPORT_REPORT_WORDS[locale];
    expect(words.columns).toEqual({ row: imports['column-row'], input: imports['column-input'], reason: imports['column-reason'] });
    for (const reason of IMPORT_REASONS) expect(words.reasons[reason], reason).toBe(imports[`reason-${reason}`]);
    expect(words.reasons['daily-new-channel-limit']).toContain(String(UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY));
    expect(words.reasons['row-too-long']).toContain(formatInteger(locale, MAX_IMPORT_ROW_CHARACTERS));
  });
});
