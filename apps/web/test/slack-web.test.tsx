// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@creatorlens/i18n';

/** What the mocked kit answers; each test sets the parts it needs. */
const kit = {
  connectionStatus: 'connected' as string,
  errorLabel: null as string | null,
  channels: [] as { id: string; name: string; is_private: boolean; is_im: boolean; context_team_id: boolean }[],
  connections: [] as { channel_id: string }[] | null,
  setError: null as string | null,
  updateConnectedChannels: vi.fn((_next: { channel_id: string }[]) => Promise.resolve()),
  disconnectFromSlack: vi.fn(),
};

// The kit's hooks talk to the notification server; here they answer from `kit`. The components are what is tested.
vi.mock('@knocklabs/react-core', () => ({
  useKnockSlackClient: () => ({
    connectionStatus: kit.connectionStatus,
    errorLabel: kit.errorLabel,
    tenantId: 'org-1',
    knockSlackChannelId: 'slack-channel',
  }),
  useKnockClient: () => ({ userId: 'user-1', apiKey: 'pk_creatorlens', userToken: 'token', branch: undefined }),
  useSlackChannels: () => ({ data: kit.channels, isLoading: false, refetch: () => {} }),
  useConnectedSlackChannels: () => ({
    data: kit.connections,
    updateConnectedChannels: kit.updateConnectedChannels,
    loading: false,
    updating: false,
    error: kit.setError,
  }),
  useSlackAuth: () => ({ buildSlackAuthUrl: () => '', disconnectFromSlack: kit.disconnectFromSlack }),
  getSlackNonceStorageKey: (channelId: string, userId: string) => `knock:slack-auth-nonce:${channelId}:${userId}`,
}));

const { SlackChannelPicker } = await import('../src/features/notifications/slack/slack-channel-picker.tsx');
const { SlackConnectionPanel } = await import('../src/features/notifications/slack/slack-connection-panel.tsx');
const { SlackSlotContent } = await import('../src/features/notifications/slack/slack-slot-content.tsx');

const channel = (id: string, name: string) => ({ id, name, is_private: false, is_im: false, context_team_id: false });
const SLACK_APP = { channelId: 'slack-channel', clientId: 'test', authorizeUrl: 'http://fake/oauth/v2/authorize' };

async function renderWithWords(element: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ resources: { en: { translation: en } }, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  render(createElement(I18nextProvider, { i18n }, element));
}

beforeEach(() => {
  kit.connectionStatus = 'connected';
  kit.errorLabel = null;
  kit.channels = [channel('C1', 'campaign-updates'), channel('C2', 'marketing'), channel('C3', 'random')];
  kit.connections = [{ channel_id: 'C2' }];
  kit.setError = null;
  kit.updateConnectedChannels.mockClear();
  kit.disconnectFromSlack.mockClear();
});
afterEach(cleanup);

describe('the campaign’s Slack channels', () => {
  it('shows the chosen channels as #name chips and adds one found by typing, with the keyboard', async () => {
    await renderWithWords(createElement(SlackChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    expect(screen.getByText('#marketing')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Add a Slack channel' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '#camp' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['#campaign-updates']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(kit.updateConnectedChannels).toHaveBeenCalledWith([{ channel_id: 'C2' }, { channel_id: 'C1' }]);
  });

  it('says "Error: already connected" instead of adding a chosen channel twice', async () => {
    await renderWithWords(createElement(SlackChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    const input = screen.getByRole('combobox', { name: 'Add a Slack channel' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'market' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Error: already connected');
    expect(kit.updateConnectedChannels).not.toHaveBeenCalled();
  });

  it('removes a channel with its chip’s button', async () => {
    await renderWithWords(createElement(SlackChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop posting to #marketing' }));
    expect(kit.updateConnectedChannels).toHaveBeenCalledWith([]);
  });

  it('is read-only for people who may not edit the campaign', async () => {
    await renderWithWords(createElement(SlackChannelPicker, { campaignId: 'camp-1', canEdit: false }));
    expect(screen.getByText('#marketing')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "No slack channels." for a workspace without channels and "Error setting channel." when saving failed', async () => {
    kit.channels = [];
    kit.setError = 'Error setting channel.';
    await renderWithWords(createElement(SlackChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    expect(screen.getByRole('alert').textContent).toBe('Error setting channel.');
    const input = screen.getByRole('combobox', { name: 'Add a Slack channel' });
    act(() => input.focus());
    expect(screen.getByRole('listbox').textContent).toContain('No slack channels.');
  });
});

describe('the workspace’s Slack connection', () => {
  it('lets an admin disconnect after confirming', async () => {
    await renderWithWords(createElement(SlackConnectionPanel, { slack: SLACK_APP, host: 'http://app', canManage: true, slackError: null }));
    expect(screen.getByText('Slack is connected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(kit.disconnectFromSlack).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Slack' }));
    expect(kit.disconnectFromSlack).toHaveBeenCalledOnce();
  });

  it('shows members the status only', async () => {
    kit.connectionStatus = 'disconnected';
    await renderWithWords(
      createElement(SlackConnectionPanel, { slack: SLACK_APP, host: 'http://app', canManage: false, slackError: null }),
    );
    expect(screen.getByText('Slack is not connected.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers an admin "Connect Slack" and explains a failed attempt from the callback', async () => {
    kit.connectionStatus = 'disconnected';
    await renderWithWords(
      createElement(SlackConnectionPanel, { slack: SLACK_APP, host: 'http://app', canManage: true, slackError: 'access_denied' }),
    );
    expect(screen.getByRole('button', { name: 'Connect Slack' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Connecting to Slack was cancelled in Slack. Nothing was changed.');
  });

  it('offers "Reconnect Slack" with Slack’s own reason when the connection is broken', async () => {
    kit.connectionStatus = 'error';
    kit.errorLabel = 'Token revoked';
    await renderWithWords(createElement(SlackConnectionPanel, { slack: SLACK_APP, host: 'http://app', canManage: true, slackError: null }));
    expect(screen.getByRole('button', { name: 'Reconnect Slack' })).toBeTruthy();
    expect(screen.getByText('Slack says: Token revoked')).toBeTruthy();
  });
});

describe('an installation without a Slack app', () => {
  const slot = (kind: 'slack-connection' | 'slack-campaign', props: Record<string, unknown>) => ({
    id: 1,
    kind,
    element: document.body,
    props,
  });

  it('tells admins the operator has not configured one and how', async () => {
    await renderWithWords(
      createElement(SlackSlotContent, {
        slot: slot('slack-connection', { canManage: true }),
        slack: null,
        host: 'http://app',
        tenantId: 'org-1',
      }),
    );
    expect(screen.getByText('No Slack app is configured for this installation.')).toBeTruthy();
    expect(screen.getByText(/SLACK_CLIENT_ID/)).toBeTruthy();
  });

  it('shows no Slack section in a campaign', async () => {
    await renderWithWords(
      createElement(SlackSlotContent, {
        slot: slot('slack-campaign', { campaignId: 'camp-1', canEdit: true, canManageWorkspace: true }),
        slack: null,
        host: 'http://app',
        tenantId: 'org-1',
      }),
    );
    expect(screen.queryByTestId('campaign-slack')).toBeNull();
  });
});
