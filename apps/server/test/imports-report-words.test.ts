import { describe, expect, it } from 'vitest';
import { catalogues } from '@creatorlens/i18n';
import { IMPORT_REASONS, IMPORT_REPORT_WORDS } from '@creatorlens/core/imports';

// Core may not import the catalogues, so the error report keeps its own copy of their words; this keeps them equal.
describe('the import error report speaks the catalogue words', () => {
  it.each(['en', 'de'] as const)('%s', (locale) => {
    const imports = catalogues[locale].Imports as Record<string, string>;
    const words = IMPORT_REPORT_WORDS[locale];
    expect(words.columns).toEqual({ row: imports['column-row'], input: imports['column-input'], reason: imports['column-reason'] });
    for (const reason of IMPORT_REASONS) expect(words.reasons[reason], reason).toBe(imports[`reason-${reason}`]);
  });
});
