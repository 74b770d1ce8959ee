// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH, PERSON_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { de, en, type Locale, type SiteCatalogue } from '@creatorlens/i18n';
import { SignInForm } from '../src/features/auth/sign-in-form.tsx';
import { SignUpForm } from '../src/features/auth/sign-up-form.tsx';
import { SiteI18nProvider } from '../src/site/site-i18n-context.tsx';
import { PlainSiteLink, SiteNavigationProvider, type SiteNavigation } from '../src/site/site-navigation.tsx';
import { createSiteTranslator } from '../src/site/site-translator.ts';

// The sign-in and sign-up forms as the site's own entry draws them: translated by the site's small translator (no
// i18next), their fields checked by the schemas of @creatorlens/contracts.

const navigation: SiteNavigation = {
  Link: PlainSiteLink,
  pathname: '/sign-up',
  href: '/sign-up',
  navigate: () => {},
  isSignedIn: false,
  accountMenu: null,
  changeLanguage: async () => {},
};

function inSiteFrame(locale: Locale) {
  const catalogue = locale === 'de' ? de : en;
  const i18n = { locale, t: createSiteTranslator(locale, catalogue as unknown as SiteCatalogue), bundle: catalogue };
  return ({ children }: { children: ReactNode }) =>
    createElement(SiteI18nProvider, { value: i18n }, createElement(SiteNavigationProvider, { value: navigation }, children));
}

const fieldMessage = (label: string) => {
  const input = screen.getByLabelText(label, { exact: true });
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => document.getElementById(part)?.getAttribute('role') === 'alert');
  return id ? document.getElementById(id)!.textContent : null;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-up form on the site frame', () => {
  it('words every wrong field in German, follows the name with the organisation, and sends the trimmed values', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn(async () => {});
    render(createElement(SignUpForm, { onSignedIn }), { wrapper: inSiteFrame('de') });
    const form = screen.getByRole('button', { name: 'Konto erstellen' }).closest('form')!;

    await act(async () => fireEvent.submit(form));
    expect(fieldMessage('Vollständiger Name')).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(fieldMessage('E-Mail')).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(fieldMessage('Passwort')).toBe('Bitte geben Sie Ihr Passwort ein.');
    // Without a name there is no default organisation name yet; the name's message is the one to follow.
    expect(fieldMessage('Name Ihrer Organisation')).toBeNull();

    const name = screen.getByLabelText('Vollständiger Name');
    await act(async () => fireEvent.change(name, { target: { value: 'x'.repeat(PERSON_NAME_MAX_LENGTH + 1) } }));
    expect(fieldMessage('Vollständiger Name')).toBe(`Verwenden Sie höchstens ${PERSON_NAME_MAX_LENGTH} Zeichen.`);
    await act(async () => fireEvent.change(name, { target: { value: '  Jana   Köhler ' } }));
    expect(fieldMessage('Vollständiger Name')).toBeNull();
    expect((screen.getByLabelText('Name Ihrer Organisation') as HTMLInputElement).value).toBe('Arbeitsbereich von Jana Köhler');

    await act(async () => fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'jana@' } }));
    expect(fieldMessage('E-Mail')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await act(async () => fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: ' jana@example.com ' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'short' } }));
    expect(fieldMessage('Passwort')).toBe(`Verwenden Sie mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`);
    await act(async () => fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'long-enough-1' } }));

    await act(async () => fireEvent.submit(form));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, request] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(request.body as string)).toEqual({
      name: 'Jana   Köhler',
      email: 'jana@example.com',
      organizationName: 'Arbeitsbereich von Jana Köhler',
      password: 'long-enough-1',
    });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('keeps an organisation name the person typed when the name changes', async () => {
    render(createElement(SignUpForm, { onSignedIn: async () => {} }), { wrapper: inSiteFrame('en') });
    const organization = screen.getByLabelText(en.Auth['organization-name']) as HTMLInputElement;
    await act(async () => fireEvent.change(screen.getByLabelText(en.Auth.name), { target: { value: 'Jana' } }));
    expect(organization.value).toBe(en.Auth['organization-name-default'].replace('{{name}}', 'Jana'));
    await act(async () => fireEvent.change(organization, { target: { value: 'Köhler Media' } }));
    await act(async () => fireEvent.change(screen.getByLabelText(en.Auth.name), { target: { value: 'Jana Köhler' } }));
    expect(organization.value).toBe('Köhler Media');
  });
});

describe('the sign-in form on the site frame', () => {
  it('words a missing address and password in English and shows the server refusal in words', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD' }), { status: 401 }));
    const onSignedIn = vi.fn(async () => {});
    render(createElement(SignInForm, { onSignedIn }), { wrapper: inSiteFrame('en') });
    const form = screen.getByRole('button', { name: en.Auth['sign-in'] }).closest('form')!;
    await act(async () => fireEvent.submit(form));
    expect(fieldMessage(en.Auth.email)).toBe(en.Auth.validation['email-required']);
    expect(fieldMessage(en.Auth.password)).toBe(en.Auth.validation['password-required']);

    await act(async () => fireEvent.change(screen.getByLabelText(en.Auth.email), { target: { value: 'jana@example.com' } }));
    await act(async () => fireEvent.change(screen.getByLabelText(en.Auth.password), { target: { value: 'wrong' } }));
    await act(async () => fireEvent.submit(form));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([en.Auth.errors['invalid-credentials']]);
  });
});
