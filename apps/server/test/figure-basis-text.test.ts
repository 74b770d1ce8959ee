import { describe, expect, it } from 'vitest';
import { MISSING_REASONS, figureBasisText, type FigureBasisWording } from '@creatorlens/contracts';
import { formatDate, translateFor, type Locale } from '@creatorlens/i18n';

// The app's FigureBasisNote and the share page both word a basis with contracts' figureBasisText.
const wording = (locale: Locale): FigureBasisWording => ({
  t: translateFor(locale) as FigureBasisWording['t'],
  day: (day) => formatDate(locale, Date.parse(`${day}T00:00:00Z`)),
  source: (id) => `«${id}»`,
});

describe('figureBasisText', () => {
  it('has words in German and English for every reason a figure is missing (keys built from MISSING_REASONS)', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const reason of MISSING_REASONS) {
        const text = figureBasisText({ state: 'missing', reason }, wording(locale));
        expect(text, `${locale} ${reason}`).not.toContain('FigureBasis.');
      }
    }
  });

  it('names the posts and their dates of a computed figure, and the source and its day of a reported one', () => {
    const de = wording('de');
    const known = figureBasisText({ state: 'known', posts: 4, from: '2024-01-10', to: '2024-02-21' }, de);
    expect(known).toContain('4');
    expect(known).toContain('2024');
    const reported = figureBasisText({ state: 'source', source: 'list-a', asOf: '2022-06-01' }, de);
    expect(reported).toContain('«list-a»');
    expect(reported).toContain('2022');
  });
});
