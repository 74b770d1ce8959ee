import type { MsTeamsChannel } from '@knocklabs/client';
import { describe, expect, it } from 'vitest';
import {
  buildMsTeamsConsentUrl,
  msTeamsReturnUrl,
  readMsTeamsError,
  type MsTeamsConsentRequest,
} from '../src/features/notifications/ms-teams/ms-teams-consent-url.ts';
import { msTeamsErrorMessage } from '../src/features/notifications/ms-teams/ms-teams-error-key.ts';
import {
  msTeamsChannelLabel,
  postableMsTeamsChannels,
  sameMsTeamsChannel,
} from '../src/features/notifications/ms-teams/ms-teams-channels.ts';
import { searchByName } from '../src/features/notifications/chat/chat-name-search.ts';

const request: MsTeamsConsentRequest = {
  adminConsentUrl: 'http://127.0.0.1:4666/organizations/adminconsent',
  clientId: 'fake-graph-app',
  host: 'https://app.example.com/',
  redirectUrl: 'https://app.example.com/workspace/settings',
  tenantId: 'org-1',
  channelId: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  publicKey: 'pk_creatorlens',
  userToken: 'jwt.token.here',
};

describe('the Microsoft Teams admin-consent URL', () => {
  it('goes to the configured consent page with the client id and our callback', () => {
    const url = new URL(buildMsTeamsConsentUrl(request));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4666/organizations/adminconsent');
    expect(url.searchParams.get('client_id')).toBe('fake-graph-app');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.com/providers/ms-teams/authenticate');
  });

  it('carries exactly the state react-core’s useMsTeamsAuth builds (no nonce)', () => {
    const state = JSON.parse(new URL(buildMsTeamsConsentUrl(request)).searchParams.get('state')!);
    expect(state).toEqual({
      redirect_url: 'https://app.example.com/workspace/settings',
      ms_teams_tenant_object: { object_id: 'org-1', collection: '$tenants' },
      channel_id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      public_key: 'pk_creatorlens',
      user_token: 'jwt.token.here',
    });
  });

  it('comes back to the same page without an earlier ms_teams_error or hash, and reads a new one', () => {
    expect(msTeamsReturnUrl('https://app.example.com/workspace/settings?lang=de&ms_teams_error=access_denied#x')).toBe(
      'https://app.example.com/workspace/settings?lang=de',
    );
    expect(readMsTeamsError('https://app.example.com/workspace/settings?ms_teams_error=forbidden')).toBe('forbidden');
    expect(readMsTeamsError('https://app.example.com/workspace/settings?ms_teams_error=')).toBeNull();
    expect(readMsTeamsError('https://app.example.com/workspace/settings?slack_error=forbidden')).toBeNull();
  });
});

describe('ms_teams_error in words', () => {
  it('names the reasons a person can act on', () => {
    expect(msTeamsErrorMessage('access_denied').key).toBe('MsTeams.error-access-denied');
    expect(msTeamsErrorMessage('consent_missing').key).toBe('MsTeams.error-consent-missing');
    expect(msTeamsErrorMessage('already_connected').key).toBe('MsTeams.error-already-connected');
    expect(msTeamsErrorMessage('forbidden').key).toBe('MsTeams.error-forbidden');
    expect(msTeamsErrorMessage('invalid_state').key).toBe('MsTeams.error-invalid-state');
    expect(msTeamsErrorMessage('not_configured').key).toBe('MsTeams.error-not-configured');
  });

  it('shows any other code, cleaned, inside the general message', () => {
    expect(msTeamsErrorMessage('exchange_failed')).toEqual({ key: 'MsTeams.error-generic', code: 'exchange_failed' });
    expect(msTeamsErrorMessage('<script>alert(1)</script>')).toEqual({ key: 'MsTeams.error-generic', code: 'scriptalert1script' });
    expect(msTeamsErrorMessage('toString')).toEqual({ key: 'MsTeams.error-generic', code: 'toString' });
  });
});

describe('Teams channels', () => {
  const channel = (id: string, displayName: string, isArchived = false): MsTeamsChannel => ({ id, displayName, isArchived });

  it('offers only channels that are not archived, alphabetically', () => {
    const offered = postableMsTeamsChannels([channel('3', 'old-launch', true), channel('2', 'General'), channel('1', 'campaign-updates')]);
    expect(offered.map((entry) => entry.displayName)).toEqual(['campaign-updates', 'General']);
  });

  it('labels a chosen channel "Team › Channel", by id when a name is not known', () => {
    const connection = { ms_teams_team_id: 'team-1', ms_teams_channel_id: '19:a@thread' };
    expect(msTeamsChannelLabel(connection, 'Marketing', 'campaign-updates')).toBe('Marketing › campaign-updates');
    expect(msTeamsChannelLabel(connection, null, null)).toBe('team-1 › 19:a@thread');
    expect(sameMsTeamsChannel(connection, { ...connection })).toBe(true);
    expect(sameMsTeamsChannel(connection, { ...connection, ms_teams_team_id: 'team-2' })).toBe(false);
  });

  it('finds teams by name, those starting with the text first', () => {
    const teams = [{ name: 'Team Marketing EU' }, { name: 'Marketing' }, { name: 'Sales' }];
    expect(searchByName(teams, ' mark', (team) => team.name).map((team) => team.name)).toEqual(['Marketing', 'Team Marketing EU']);
  });
});
