// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { FigureFlag } from '@creatorlens/contracts';
import { de, en } from '@creatorlens/i18n';
import { FigureFlagMark } from '../src/lib/figure-flag-mark.tsx';
import { BotRiskTag } from '../src/lib/bot-risk-tag.tsx';

// jsdom has no ResizeObserver; the popover's positioning only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

async function wrapperIn(language: 'de' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
}

const giant: FigureFlag = { metric: 'growth', kind: 'artefact', reason: 'growth-impossible', value: 0.083, reference: 0.04 };

describe('FigureFlagMark', () => {
  it('renders nothing when no flag is about the figure', async () => {
    const { container } = render(createElement(FigureFlagMark, { flags: [giant], metric: 'engagement' }), {
      wrapper: await wrapperIn('de'),
    });
    expect(container.innerHTML).toBe('');
  });

  it('is a button with screen-reader text that opens what is unusual and what kind it is (de)', async () => {
    render(createElement(FigureFlagMark, { flags: [giant], metric: 'growth' }), { wrapper: await wrapperIn('de') });
    const mark = screen.getByRole('button', { name: 'Auffällige Kennzahl: 1 Hinweis' });
    fireEvent.click(mark);
    const popover = await screen.findByTestId('figure-flag-growth-popover');
    expect(popover.textContent).toContain('Wahrscheinlich ein Datenfehler');
    expect(popover.textContent).toContain('Ein 30-Tage-Wachstum von 8,3');
  });

  it('reads raw jsonb and drops unknown reasons', async () => {
    const raw: unknown = [{ reason: 'nonsense' }, { reason: 'followers-jump', value: 16, reference: 4 }];
    render(createElement(FigureFlagMark, { flags: raw, metric: 'followers' }), { wrapper: await wrapperIn('en') });
    fireEvent.click(screen.getByRole('button', { name: 'Unusual figure: 1 note' }));
    expect((await screen.findByTestId('figure-flag-followers-popover')).textContent).toContain('grows by a factor of 16');
  });
});

describe('BotRiskTag', () => {
  it('shows not enough data as a grey badge, never green low', async () => {
    render(createElement(BotRiskTag, { level: 'insufficient-data' }), { wrapper: await wrapperIn('de') });
    const tag = screen.getByTestId('row-bot-risk');
    expect(tag.textContent).toContain('Nicht genug Daten');
    expect(tag.getAttribute('data-judgement')).toBe('not-enough-data');
    expect(tag.className).not.toContain('grass');
  });
});
