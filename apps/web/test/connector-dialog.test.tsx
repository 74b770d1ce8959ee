// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@creatorlens/ui';
import type { ConnectorOverview } from '../src/features/connectors/connector-form.ts';
import { translatorIn } from './support/translator.ts';

const sent = vi.fn();
vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    connector: {
      pathKey: () => ['connector'],
      updateConnector: {
        mutationOptions: () => ({
          mutationFn: (input: unknown) => {
            sent(input);
            return Promise.resolve({});
          },
        }),
      },
    },
  }),
}));

const { ConnectorDialog } = await import('../src/features/connectors/connector-dialog.tsx');

const twitch: ConnectorOverview = {
  connector: 'twitch',
  kind: 'platform',
  isSecretSet: true,
  settings: { baseUrl: 'https://api.twitch.tv/helix', oauthUrl: 'https://id.twitch.tv/oauth2/token', clientId: 'abc', dailyQuota: null },
  customised: ['clientId'],
  fields: ['baseUrl', 'oauthUrl', 'clientId', 'dailyQuota'],
  quotaToday: { day: '2026-01-01', unitsUsed: 0, requests: 0, throttled: 0 },
  updatedAt: null,
};

afterEach(() => {
  cleanup();
  sent.mockReset();
});

async function renderDialog(language: 'de' | 'en') {
  const i18n = await translatorIn(language);
  const { I18nextProvider } = await import('react-i18next');
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(createElement(ConnectorDialog, { connector: twitch, onClose: () => {} }), {
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
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    submit: () => act(async () => fireEvent.submit(dialog.querySelector('form')!)),
    type: (label: string, value: string) =>
      act(async () => fireEvent.change(within(dialog).getByLabelText(label, { selector: 'input' }), { target: { value } })),
    alerts: () =>
      within(dialog)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent),
  };
}

describe('the connector dialog', () => {
  it('words a wrong address and quota in English, wants the secret again for a new host, then sends only the changes', async () => {
    const { submit, type, alerts } = await renderDialog('en');
    await type('API base URL', 'javascript:alert(1)');
    await type('Daily quota (units)', 'lots');
    await submit();
    expect(alerts()).toEqual(['Enter a full URL starting with http:// or https://', 'Enter a whole number above 0, or leave it empty']);
    expect(sent).not.toHaveBeenCalled();

    await type('Daily quota (units)', '800');
    await type('API base URL', 'https://elsewhere.example/helix');
    // The address is fine now, but points to another host: the stored secret is not sent there.
    expect(alerts()).toEqual(['You changed an address: enter the secret again for the new address']);
    await type('Client secret', 'a-new-client-secret');
    expect(alerts()).toEqual([]);
    await submit();
    expect(sent).toHaveBeenCalledWith({
      connector: 'twitch',
      data: { baseUrl: 'https://elsewhere.example/helix', dailyQuota: 800, secret: 'a-new-client-secret' },
    });
  });

  it('words a too short secret in German, and drops a typed secret when the stored one is removed', async () => {
    const { dialog, submit, type, alerts } = await renderDialog('de');
    await type('Client-Secret', 'kurz');
    await submit();
    expect(alerts()).toEqual(['Mindestens 8 Zeichen, keine Leerzeichen']);
    await act(async () => fireEvent.click(within(dialog).getByRole('checkbox')));
    expect(alerts()).toEqual([]);
    await submit();
    expect(sent).toHaveBeenCalledWith({ connector: 'twitch', data: { secret: null } });
  });
});
