// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { de, en } from '@creatorlens/i18n';
import type { Signal } from '../src/features/intelligence/intelligence-types.ts';
import { useSignalText } from '../src/features/intelligence/use-signal-text.ts';

/** The live Twitch signals as the job stores them (evidence keys documented in core's intelligence/signals). */
const flatCurve: Signal = {
  id: 's1',
  kind: 'flat_viewer_curve',
  severity: 'warning',
  day: '2026-11-20',
  value: 0,
  computedAt: 0,
  evidence: {
    unit: 'coefficientOfVariation',
    pattern: 'constant',
    streamId: '40952199999',
    samples: 7,
    fromTime: '2026-11-20T18:00:00.000Z',
    toTime: '2026-11-20T18:30:00.000Z',
    averageViewers: 1_500,
    coefficientOfVariation: 0.004,
    r2: null,
    residualVariation: 0.004,
    viewerCounts: [1_500, 1_500, 1_506],
  },
};
const quietChat: Signal = {
  id: 's2',
  kind: 'chat_activity',
  severity: 'critical',
  day: '2026-11-20',
  value: 0.05,
  computedAt: 0,
  evidence: {
    unit: 'chattersPer100Viewers',
    samples: 7,
    windowSeconds: 60,
    averageViewers: 2_000,
    averageChatters: 1,
    chatMessages: 9,
    chattersPer100Viewers: 0.05,
    warningBelow: 0.5,
    criticalBelow: 0.1,
  },
};
const notChecked: Signal = {
  id: 's3',
  kind: 'flat_viewer_curve',
  severity: 'info',
  day: null,
  value: null,
  computedAt: 0,
  evidence: { unit: null, available: false, missing: ['streamSamples'], samples: 2, minSamples: 6 },
};

async function textIn(language: 'en' | 'de') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: language === 'de' ? de : en } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
  return renderHook(() => useSignalText(), { wrapper }).result.current;
}

describe('the live Twitch signals in words', () => {
  it('explains them with their evidence in English', async () => {
    const text = await textIn('en');
    expect(text.explain(flatCurve)).toBe(
      'The viewer count stayed at about 1,500 over 7 samples, varying by only 0.4%; real audiences come and go.',
    );
    expect(text.explain(quietChat)).toContain('1 distinct chatters a minute for 2,000 viewers: 0.05 per 100 viewers, below the 0.5');
    expect(text.explain(notChecked)).toBe(
      'Not checked: 2 of the 6 live samples needed so far (taken every 5 minutes while a watched channel streams).',
    );
    expect(text.evidenceLines(flatCurve)).toEqual(
      expect.arrayContaining([
        'Pattern: constant',
        'Samples: 7',
        'Coefficient of variation: 0.4%',
        'Viewer counts: 1,500 · 1,500 · 1,506',
        'Average viewers: 1,500',
      ]),
    );
    expect(text.evidenceLines(quietChat)).toEqual(
      expect.arrayContaining(['Chatters per 100 viewers: 0.05', 'Critical below: 0.1', 'Chat window (seconds): 60']),
    );
    expect(text.evidenceLines(notChecked)).toEqual(['Samples: 2', 'Samples needed: 6']);
  });

  it('and in German', async () => {
    const text = await textIn('de');
    expect(text.explain(flatCurve)).toMatch(/^Die Zuschauerzahl blieb über 7 Messungen bei etwa 1\.500 und schwankte nur um 0,4\s?%/);
    expect(text.explain(quietChat)).toContain('pro 100 Zuschauer');
    expect(text.evidenceLines(flatCurve)).toEqual(
      expect.arrayContaining(['Verlauf: konstant', 'Messungen: 7', 'Zuschauerzahlen: 1.500 · 1.500 · 1.506']),
    );
  });
});
