// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@creatorlens/ui';
import { translatorIn, withTranslator } from './support/translator.ts';

const saveGuide = vi.fn((input: unknown) => Promise.resolve(input));

// Only the procedure's mutation is stood in for: the form's schema, messages and submit path are the real ones.
vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    notification: {
      saveGuide: { mutationOptions: (options: object) => ({ mutationFn: saveGuide, ...options }) },
      listGuides: { queryKey: () => ['notification.listGuides'] },
    },
  }),
}));

const { GuideForm } = await import('../src/features/notifications/admin/guide-form.tsx');
const { EMPTY_GUIDE } = await import('../src/features/notifications/admin/guide-form-state.ts');

afterEach(() => {
  cleanup();
  saveGuide.mockClear();
});

async function renderIn(language: 'de' | 'en', draft = EMPTY_GUIDE) {
  const i18n = await translatorIn(language);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onDone = vi.fn();
  const Translated = withTranslator(i18n);
  render(createElement(GuideForm, { initial: draft, onDone }), {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(
        Translated,
        null,
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(ToastProvider, { label: 'Toasts', closeLabel: 'Close', children }),
        ),
      ),
  });
  return { onDone };
}

const type = (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const submit = () => act(async () => fireEvent.submit(screen.getByRole('form')));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the guide editor', () => {
  it('shows each wrong field under it on submit, clears a fixed one at once, then sends the guide as saveGuide takes it', async () => {
    const { onDone } = await renderIn('en');
    await type('Key', 'Welcome Tour');
    await type('Primary button text', 'Start');
    await submit();
    expect(alerts()).toEqual([
      'Use 2 to 63 lower-case letters, digits or dashes, starting with a letter or digit.',
      'Please fill in this field.',
      'Please enter the link of this button.',
    ]);
    expect(saveGuide).not.toHaveBeenCalled();

    await type('Key', 'welcome-tour');
    expect(alerts()).toEqual(['Please fill in this field.', 'Please enter the link of this button.']);

    await type('Title', ' Welcome ');
    await type('Primary button link', '/discovery');
    await type('Show on paths (one per line, * as wildcard, ! in front to exclude; empty for every page)', '/discovery/*\n!/admin');
    await act(async () => fireEvent.click(screen.getByLabelText('Active')));
    await submit();
    expect(alerts()).toEqual([]);
    expect(saveGuide).toHaveBeenCalledTimes(1);
    expect(saveGuide.mock.calls[0]![0]).toEqual({
      key: 'welcome-tour',
      type: 'banner',
      active: false,
      content: {
        title: 'Welcome',
        body: '',
        dismissible: true,
        image: null,
        primaryButton: { text: 'Start', action: '/discovery' },
        secondaryButton: null,
      },
      audience: { kind: 'all' },
      activationPaths: [
        { directive: 'allow', pathname: '/discovery/*' },
        { directive: 'block', pathname: '/admin' },
      ],
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('words the breaks in German and sends a saved guide back with its id', async () => {
    await renderIn('de', { id: '5f0c7a52-3c1e-4d4b-9a51-3b0f2f4a9c11', values: { ...EMPTY_GUIDE.values, key: 'tour', title: 'Tour' } });
    screen.getByRole('form', { name: 'Guide bearbeiten' });
    await type('Titel', ' ');
    await type('Auf Pfaden anzeigen (einer pro Zeile, * als Platzhalter, ! davor zum Ausschließen; leer für jede Seite)', 'discovery');
    await submit();
    expect(alerts()).toEqual([
      'Bitte füllen Sie dieses Feld aus.',
      'Jede Zeile braucht einen Pfad, der mit / beginnt (höchstens 20 Zeilen mit je bis zu 200 Zeichen).',
    ]);
    await type('Titel', 'Tour');
    await type('Auf Pfaden anzeigen (einer pro Zeile, * als Platzhalter, ! davor zum Ausschließen; leer für jede Seite)', '/discovery');
    await submit();
    expect(saveGuide.mock.calls[0]![0]).toMatchObject({
      id: '5f0c7a52-3c1e-4d4b-9a51-3b0f2f4a9c11',
      key: 'tour',
      content: { title: 'Tour' },
      activationPaths: [{ directive: 'allow', pathname: '/discovery' }],
    });
  });
});
