import { createElement, type ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { de, en } from '@creatorlens/i18n';

/** A fresh i18next instance with both real catalogues, in one language (the form tests check German and English). */
export async function translatorIn(language: 'de' | 'en'): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** A render wrapper that gives components that instance through react-i18next. */
export const withTranslator =
  (i18n: I18n) =>
  ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, children);
