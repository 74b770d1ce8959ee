// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LOGO_BYTES } from '@creatorlens/contracts';
import { ToastProvider } from '@creatorlens/ui';
import { translatorIn } from './support/translator.ts';

const sent = vi.fn();
// Never answers: the test is about what the dialog sends, not the file it would save.
vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    credit: { pathKey: () => ['credit'] },
    export: {
      exportShortlistReport: {
        mutationOptions: () => ({
          mutationFn: (input: unknown) => {
            sent(input);
            return new Promise(() => {});
          },
        }),
      },
    },
  }),
}));

const { ShortlistDialog } = await import('../src/features/exports/shortlist-dialog.tsx');

afterEach(() => {
  cleanup();
  sent.mockReset();
});

async function renderDialog(language: 'de' | 'en') {
  const i18n = await translatorIn(language);
  const queryClient = new QueryClient();
  const subject = { kind: 'watchlist' as const, id: '00000000-0000-4000-8000-000000000001' };
  render(createElement(ShortlistDialog, { subject, locale: language, isOpen: true, onClose: () => {} }), {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(
        I18nextProvider,
        { i18n },
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(ToastProvider, { label: 'Notifications', closeLabel: 'Close', children }),
        ),
      ),
  });
  return within(screen.getByRole('dialog'));
}

describe('the shortlist export dialog', () => {
  it('sends the choices with the agency name trimmed (English)', async () => {
    const dialog = await renderDialog('en');
    await act(async () => fireEvent.click(dialog.getByLabelText('White label: leave out the Creatorlens name')));
    await act(async () => fireEvent.change(dialog.getByLabelText('Agency name'), { target: { value: '  Agentur Nordwind ' } }));
    await act(async () => fireEvent.click(dialog.getByLabelText('Use the logo of my organisation when no logo is chosen')));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create PDF' })));
    expect(sent).toHaveBeenCalledWith({
      subject: { kind: 'watchlist', id: '00000000-0000-4000-8000-000000000001' },
      locale: 'en',
      isWhiteLabel: true,
      agencyName: 'Agentur Nordwind',
      useOrganizationLogo: false,
    });
  });

  it('leaves a blank agency name out, so the organisation’s name is printed (German)', async () => {
    const dialog = await renderDialog('de');
    await act(async () => fireEvent.change(dialog.getByLabelText('Name der Agentur'), { target: { value: '   ' } }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'PDF erstellen' })));
    expect(sent).toHaveBeenCalledWith({
      subject: { kind: 'watchlist', id: '00000000-0000-4000-8000-000000000001' },
      locale: 'de',
      isWhiteLabel: false,
      useOrganizationLogo: true,
    });
  });

  it('refuses a WebP or too large logo in words before uploading and sends a PNG as a data URL (German)', async () => {
    const dialog = await renderDialog('de');
    const fileInput = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const choose = (file: File) => act(async () => fireEvent.change(fileInput, { target: { files: [file] } }));

    await choose(new File([new Uint8Array(10)], 'logo.webp', { type: 'image/webp' }));
    expect(dialog.getByRole('alert').textContent).toBe('Das Logo muss ein PNG- oder JPEG-Bild sein.');
    await choose(new File([new Uint8Array(MAX_LOGO_BYTES + 1)], 'gross.png', { type: 'image/png' }));
    expect(dialog.getByRole('alert').textContent).toBe('Das Logo ist größer als 512 KB.');

    await choose(new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(dialog.getByText('Ausgewählt: logo.png')).toBeTruthy());
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'PDF erstellen' })));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ logoBase64: 'data:image/png;base64,iVBORw==' }));
  });
});
