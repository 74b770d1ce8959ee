import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteCatalogue } from '@creatorlens/i18n';
import { createSiteTranslator } from '../src/site/site-translator.ts';
import { renderTaggedText } from '../src/site/tagged-text.tsx';

const catalogue = {
  Auth: {
    'sign-in': 'Sign in',
    'password-hint_one': 'At least {{count}} character.',
    'password-hint_other': 'At least {{count}} characters.',
    errors: { 'invalid-credentials': 'Email or password is incorrect.' },
  },
} as unknown as SiteCatalogue;

describe("the site's translator", () => {
  const t = createSiteTranslator('en', catalogue) as unknown as (key: string, options?: Record<string, unknown>) => string;

  it('reads flat and nested keys, with plurals and values', () => {
    expect(t('Auth.sign-in')).toBe('Sign in');
    // The auth forms show better-auth's codes as Auth.errors.* (lib/auth-errors.ts): a nested group, as in i18next.
    expect(t('Auth.errors.invalid-credentials')).toBe('Email or password is incorrect.');
    expect(t('Auth.password-hint', { count: 8 })).toBe('At least 8 characters.');
  });

  it('shows a missing key as the key, nested or not', () => {
    expect(t('Auth.errors.unknown')).toBe('Auth.errors.unknown');
    expect(t('Nope.key')).toBe('Nope.key');
  });
});

describe('renderTaggedText', () => {
  const render = (text: string) =>
    renderToStaticMarkup(<p>{renderTaggedText(text, { terms: (words) => <a href="/terms">{words}</a> })}</p>);

  it('renders tagged parts with their renderer and keeps the rest as text', () => {
    expect(render('You agree to our <terms>terms of service</terms>.')).toBe(
      '<p>You agree to our <a href="/terms">terms of service</a>.</p>',
    );
  });

  it('never parses the string as HTML: unknown tags keep their words, markup stays text', () => {
    expect(render('<b>bold</b> and <img src=x onerror=alert(1)>')).toBe('<p>bold and &lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
