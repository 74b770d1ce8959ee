// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { de, en } from '@creatorlens/i18n';
import {
  CARD_FIELDS,
  cardFieldsKey,
  cardHeight,
  cardRowHeight,
  parseCardFields,
  toggleCardField,
} from '../src/features/campaigns/board-fields.ts';
import { CardFigures } from '../src/features/campaigns/card-figures.tsx';

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

const channel = {
  platform: 'instagram' as const,
  name: 'Fixture',
  handle: 'fixture',
  avatarUrl: null,
  artistSlug: 'fixture',
  followers: 123_456,
  engagementRate: 0.0425,
  dataAsOf: Date.now() - 400 * 86_400_000,
  dataSource: 'test-fixture',
  botRisk: 'insufficient-data',
};

describe('board field choice', () => {
  it('shows every figure until a choice is stored, and keeps the canonical order', () => {
    expect(parseCardFields(null)).toEqual([...CARD_FIELDS]);
    expect(parseCardFields('not json')).toEqual([...CARD_FIELDS]);
    expect(parseCardFields('{"a":1}')).toEqual([...CARD_FIELDS]);
    expect(parseCardFields('["botRisk","followers","nonsense"]')).toEqual(['followers', 'botRisk']);
    expect(parseCardFields('[]')).toEqual([]);
  });

  it('toggles a field on and off in canonical order', () => {
    expect(toggleCardField(['followers', 'botRisk'], 'engagementRate')).toEqual(['followers', 'engagementRate', 'botRisk']);
    expect(toggleCardField(['followers', 'botRisk'], 'followers')).toEqual(['botRisk']);
  });

  it('remembers per person and campaign, and grows the card by one line only when figures show', () => {
    expect(cardFieldsKey('u1', 'c1')).not.toBe(cardFieldsKey('u2', 'c1'));
    expect(cardFieldsKey('u1', 'c1')).not.toBe(cardFieldsKey('u1', 'c2'));
    expect(cardHeight([])).toBe(84);
    expect(cardHeight(['followers'])).toBeGreaterThan(84);
    expect(cardRowHeight(['followers']) - cardHeight(['followers'])).toBe(8);
  });
});

describe('CardFigures', () => {
  it('shows the chosen figures, the stale mark and "not enough data" as its own state (de)', async () => {
    render(createElement(CardFigures, { channel, fields: CARD_FIELDS }), { wrapper: await wrapperIn('de') });
    const line = screen.getByTestId('card-figures');
    expect(line.textContent).toContain('4,3');
    expect(screen.getByTestId('data-age').getAttribute('data-age')).toBe('stale');
    expect(screen.getByTestId('card-bot-risk').getAttribute('data-judgement')).toBe('not-enough-data');
    expect(screen.getByTestId('card-bot-risk').textContent).toContain('Nicht genug Daten');
  });

  it('shows only what was chosen, and nothing at all for no choice', async () => {
    const { container, rerender } = render(createElement(CardFigures, { channel, fields: ['followers'] }), {
      wrapper: await wrapperIn('en'),
    });
    expect(screen.queryByTestId('card-bot-risk')).toBeNull();
    expect(screen.queryByTestId('card-data-as-of')).toBeNull();
    rerender(createElement(CardFigures, { channel, fields: [] }));
    expect(container.innerHTML).toBe('');
  });
});
