// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { de, en } from '@creatorlens/i18n';
import { FigureBasisNote, metricBasis } from '../src/lib/figure-basis.tsx';

async function wrapperIn(language: 'de' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
}

afterEach(cleanup);

describe('FigureBasisNote', () => {
  it('says why a figure is "–" with the day the window starts (de)', async () => {
    render(
      createElement(FigureBasisNote, {
        entry: { state: 'missing', reason: 'too-few-posts', posts: 1, since: '2017-11-05', minimum: 3 },
        testId: 'note',
      }),
      { wrapper: await wrapperIn('de') },
    );
    expect(screen.getByTestId('note').textContent).toMatch(/^zu wenige Beiträge seit .*2017 \(1 von mindestens 3\)$/);
  });

  it('names the source and date of a reported figure and marks it stale relative to today (en)', async () => {
    render(createElement(FigureBasisNote, { entry: { state: 'source', source: 'list-b', asOf: '2022-06-01' }, testId: 'note' }), {
      wrapper: await wrapperIn('en'),
    });
    const note = screen.getByTestId('note');
    expect(note.textContent).toContain('reported by');
    expect(note.textContent).toContain('2022');
    expect(screen.getByTestId('figure-age').dataset.age).toBe('stale');
    expect(screen.getByTestId('figure-age').textContent).toBe('over a year old');
  });

  it('says only "as of" in a compact note and keeps the full basis in the title (de)', async () => {
    render(
      createElement(FigureBasisNote, {
        entry: { state: 'known', posts: 12, from: '2024-01-10', to: '2024-02-21' },
        isCompact: true,
        testId: 'note',
      }),
      { wrapper: await wrapperIn('de') },
    );
    const note = screen.getByTestId('note');
    expect(note.textContent).toMatch(/^Stand .*2024/);
    expect(note.title).toMatch(/^aus 12 Beiträgen, /);
  });

  it('gives read figures (followers) the channel’s own source and day', () => {
    const channel = { figureBasis: {}, dataAsOf: Date.parse('2024-03-01T00:00:00Z'), source: 'list-a' };
    expect(metricBasis('followers', channel)).toEqual({ state: 'source', source: 'list-a', asOf: '2024-03-01' });
    expect(metricBasis('averageViews', channel)).toBeUndefined();
    expect(metricBasis('followers', { ...channel, dataAsOf: null })).toBeUndefined();
  });
});
