// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, act } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de, en } from '@creatorlens/i18n';

type Connection = { ms_teams_team_id: string; ms_teams_channel_id: string };

/** What the mocked kit answers; each test sets the parts it needs. */
const kit = {
  connectionStatus: 'connected' as string,
  teams: [] as { id: string; displayName: string }[],
  channels: {} as Record<string, { id: string; displayName: string; isArchived?: boolean; membershipType?: string }[]>,
  connections: [] as Connection[] | null,
  setError: null as string | null,
  updateConnectedChannels: vi.fn((_next: Connection[]) => Promise.resolve()),
  disconnectFromMsTeams: vi.fn(),
};

// The kit's hooks talk to the notification server; here they answer from `kit`. The components are what is tested.
vi.mock('@knocklabs/react-core', () => ({
  useKnockMsTeamsClient: () => ({
    connectionStatus: kit.connectionStatus,
    errorLabel: null,
    tenantId: 'org-1',
    knockMsTeamsChannelId: 'ms-teams-channel',
  }),
  useKnockClient: () => ({ userId: 'user-1', apiKey: 'pk_creatorlens', userToken: 'token', branch: undefined }),
  useMsTeamsTeams: () => ({ data: kit.teams, isLoading: false, refetch: () => {} }),
  useMsTeamsChannels: ({ teamId }: { teamId?: string }) => ({
    data: (teamId && kit.channels[teamId]) || [],
    isLoading: false,
    refetch: () => {},
  }),
  useConnectedMsTeamsChannels: () => ({
    data: kit.connections,
    updateConnectedChannels: kit.updateConnectedChannels,
    loading: false,
    updating: false,
    error: kit.setError,
  }),
  useMsTeamsAuth: () => ({ buildMsTeamsAuthUrl: () => '', disconnectFromMsTeams: kit.disconnectFromMsTeams }),
  KnockI18nProvider: ({ children }: { children: ReactNode }) => children,
  KnockMsTeamsProvider: ({ children }: { children: ReactNode }) => children,
  locales: {},
}));

const { MsTeamsChannelPicker } = await import('../src/features/notifications/ms-teams/ms-teams-channel-picker.tsx');
const { MsTeamsConnectionPanel } = await import('../src/features/notifications/ms-teams/ms-teams-connection-panel.tsx');
const { MsTeamsSlotContent } = await import('../src/features/notifications/ms-teams/ms-teams-slot-content.tsx');

const TEAMS_APP = { channelId: 'ms-teams-channel', clientId: 'fake-graph-app', adminConsentUrl: 'http://fake/organizations/adminconsent' };

async function renderWithWords(element: ReactNode, lng: 'en' | 'de' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, de: { translation: de } },
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  render(createElement(I18nextProvider, { i18n }, element));
}

beforeEach(() => {
  kit.connectionStatus = 'connected';
  kit.teams = [
    { id: 'team-marketing', displayName: 'Marketing' },
    { id: 'team-sales', displayName: 'Sales' },
  ];
  kit.channels = {
    'team-marketing': [
      { id: '19:general', displayName: 'General' },
      { id: '19:updates', displayName: 'campaign-updates' },
      { id: '19:old', displayName: 'old-launch', isArchived: true },
    ],
    'team-sales': [{ id: '19:sales-general', displayName: 'General' }],
  };
  kit.connections = [{ ms_teams_team_id: 'team-sales', ms_teams_channel_id: '19:sales-general' }];
  kit.setError = null;
  kit.updateConnectedChannels.mockClear();
  kit.disconnectFromMsTeams.mockClear();
});
afterEach(cleanup);

/** Chooses a team in the combobox with the keyboard. */
function chooseTeam(text: string) {
  const input = screen.getByRole('combobox', { name: 'Team' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('the campaign’s Teams channels', () => {
  it('shows chosen channels as "Team › Channel" chips and adds a team’s channel; archived ones are not offered', async () => {
    await renderWithWords(createElement(MsTeamsChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    expect(screen.getByText('Sales › General')).toBeTruthy();
    const channel = screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement;
    expect(channel.disabled).toBe(true);
    chooseTeam('mark');
    expect(channel.disabled).toBe(false);
    const offered = Array.from(channel.options).map((option) => option.textContent);
    expect(offered).toEqual(['Choose a channel', 'campaign-updates', 'General']);
    fireEvent.change(channel, { target: { value: '19:updates' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(kit.updateConnectedChannels).toHaveBeenCalledWith([
      { ms_teams_team_id: 'team-sales', ms_teams_channel_id: '19:sales-general' },
      { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:updates' },
    ]);
  });

  it('says "Error: already connected" instead of adding a chosen channel twice', async () => {
    await renderWithWords(createElement(MsTeamsChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    chooseTeam('Sales');
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: '19:sales-general' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(screen.getByRole('alert').textContent).toBe('Error: already connected');
    expect(kit.updateConnectedChannels).not.toHaveBeenCalled();
  });

  it('removes a channel with its chip’s button', async () => {
    await renderWithWords(createElement(MsTeamsChannelPicker, { campaignId: 'camp-1', canEdit: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop posting to Sales › General' }));
    expect(kit.updateConnectedChannels).toHaveBeenCalledWith([]);
  });

  it('is read-only for people who may not edit the campaign', async () => {
    await renderWithWords(createElement(MsTeamsChannelPicker, { campaignId: 'camp-1', canEdit: false }));
    expect(screen.getByText('Sales › General')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "Error setting channel." when saving failed, in German too', async () => {
    kit.setError = 'Error setting channel.';
    await renderWithWords(createElement(MsTeamsChannelPicker, { campaignId: 'camp-1', canEdit: true }), 'de');
    expect(screen.getByRole('alert').textContent).toBe(de.MsTeams['channels-set-error']);
  });
});

describe('the workspace’s Teams connection', () => {
  it('lets an admin disconnect after confirming', async () => {
    await renderWithWords(
      createElement(MsTeamsConnectionPanel, { msTeams: TEAMS_APP, host: 'http://app', canManage: true, msTeamsError: null }),
    );
    expect(screen.getByText('Microsoft Teams is connected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(kit.disconnectFromMsTeams).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Microsoft Teams' }));
    expect(kit.disconnectFromMsTeams).toHaveBeenCalledOnce();
  });

  it('shows members the status only', async () => {
    kit.connectionStatus = 'disconnected';
    await renderWithWords(
      createElement(MsTeamsConnectionPanel, { msTeams: TEAMS_APP, host: 'http://app', canManage: false, msTeamsError: null }),
    );
    expect(screen.getByText('Microsoft Teams is not connected.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers an admin "Connect Microsoft Teams" and explains a declined consent, in German', async () => {
    kit.connectionStatus = 'disconnected';
    await renderWithWords(
      createElement(MsTeamsConnectionPanel, { msTeams: TEAMS_APP, host: 'http://app', canManage: true, msTeamsError: 'access_denied' }),
      'de',
    );
    expect(screen.getByRole('button', { name: de.MsTeams.connect })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(de.MsTeams['error-access-denied']);
  });

  it('offers "Reconnect Microsoft Teams" with the advice when the connection is broken', async () => {
    kit.connectionStatus = 'error';
    await renderWithWords(
      createElement(MsTeamsConnectionPanel, { msTeams: TEAMS_APP, host: 'http://app', canManage: true, msTeamsError: null }),
    );
    expect(screen.getByRole('button', { name: 'Reconnect Microsoft Teams' })).toBeTruthy();
    expect(screen.getByText(en.MsTeams['connection-error'])).toBeTruthy();
  });
});

describe('an installation without a Microsoft Teams app', () => {
  const slot = (kind: 'ms-teams-connection' | 'ms-teams-campaign', props: Record<string, unknown>) => ({
    id: 1,
    kind,
    element: document.body,
    props,
  });

  it('tells admins which settings the operator sets', async () => {
    await renderWithWords(
      createElement(MsTeamsSlotContent, {
        slot: slot('ms-teams-connection', { canManage: true }),
        msTeams: null,
        host: 'http://app',
        tenantId: 'org-1',
      }),
    );
    expect(screen.getByText('No Microsoft Teams app is configured for this installation.')).toBeTruthy();
    expect(screen.getByText(/MS_TEAMS_CLIENT_ID/)).toBeTruthy();
  });

  it('shows no Teams section in a campaign', async () => {
    await renderWithWords(
      createElement(MsTeamsSlotContent, {
        slot: slot('ms-teams-campaign', { campaignId: 'camp-1', canEdit: true, canManageWorkspace: true }),
        msTeams: null,
        host: 'http://app',
        tenantId: 'org-1',
      }),
    );
    expect(screen.queryByTestId('campaign-ms-teams')).toBeNull();
  });
});
