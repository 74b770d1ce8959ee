// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import Knock from '@knocklabs/client';
import { KnockI18nProvider, locales, useMsTeamsConnectionStatus, type I18nContent } from '@knocklabs/react-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitEnglishWords } from '../src/features/notifications/chat/kit-english-words.tsx';

/**
 * The real kit hook: it calls "not connected" only when the server's 4xx message equals its own translation of
 * "Microsoft Teams tenant ID not set.". German kit words (which a future KnockProvider i18n prop, or a kit release
 * with German Teams strings, would bring) must not turn an unconnected workspace into an error.
 */
const germanKit: I18nContent = {
  locale: 'de',
  translations: { ...locales.en.translations, msTeamsTenantIdNotSet: 'Microsoft-Teams-Mandanten-ID nicht gesetzt.' },
};

function knockAnswering(message: string): Knock {
  const knock = new Knock('pk_test', { host: 'http://notify.test' });
  knock.authenticate('user-1', 'token');
  knock.msTeams.authCheck = vi.fn(() => Promise.resolve({ response: { status: 404, data: { message } } })) as never;
  return knock;
}

function Probe({ knock }: { knock: Knock }) {
  const { connectionStatus } = useMsTeamsConnectionStatus(knock, 'ms-teams-channel', 'org-1');
  return createElement('output', null, connectionStatus);
}

const inGerman = (children: ReactNode) => createElement(KnockI18nProvider, { i18n: germanKit }, children);

afterEach(cleanup);

describe('the kit’s words for Microsoft Teams', () => {
  it('reads "tenant ID not set." as not connected inside KitEnglishWords, even under German kit words', async () => {
    const knock = knockAnswering('Microsoft Teams tenant ID not set.');
    render(inGerman(createElement(KitEnglishWords, null, createElement(Probe, { knock }))));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('disconnected'));
  });

  it('would show an error without it (why the wrapper exists)', async () => {
    const knock = knockAnswering('Microsoft Teams tenant ID not set.');
    render(inGerman(createElement(Probe, { knock })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('error'));
  });
});
