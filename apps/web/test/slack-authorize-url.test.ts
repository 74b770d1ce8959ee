import type { SlackChannel } from '@knocklabs/client';
import { describe, expect, it } from 'vitest';
import {
  buildSlackAuthorizeUrl,
  readSlackError,
  slackReturnUrl,
  type SlackAuthorizeRequest,
} from '../src/features/notifications/slack/slack-authorize-url.ts';
import { searchSlackChannels } from '../src/features/notifications/slack/slack-channel-search.ts';
import { slackErrorMessage } from '../src/features/notifications/slack/slack-error-key.ts';

const request: SlackAuthorizeRequest = {
  authorizeUrl: 'http://127.0.0.1:4555/oauth/v2/authorize',
  clientId: 'test',
  host: 'https://app.example.com/',
  redirectUrl: 'https://app.example.com/workspace/settings',
  tenantId: 'org-1',
  channelId: '3b7e1c9a-5d2f-4e8a-b6c4-7f1a2d3e4b53',
  publicKey: 'pk_creatorlens',
  userToken: 'jwt.token.here',
  nonce: 'nonce-1',
};

describe('the Slack authorize URL', () => {
  it('goes to the configured authorize page with the client id, the kit’s scopes and our OAuth callback', () => {
    const url = new URL(buildSlackAuthorizeUrl(request));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4555/oauth/v2/authorize');
    expect(url.searchParams.get('client_id')).toBe('test');
    expect(url.searchParams.get('scope')).toBe('chat:write,chat:write.public,channels:read,groups:read');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.com/providers/slack/authenticate');
  });

  it('carries the state exactly as react-core’s useSlackAuth builds it', () => {
    const state = JSON.parse(new URL(buildSlackAuthorizeUrl(request)).searchParams.get('state')!) as unknown;
    // Same keys in the same order; branch_slug drops out of JSON when there is no branch, as in the kit.
    expect(JSON.stringify(state)).toBe(
      JSON.stringify({
        nonce: 'nonce-1',
        redirect_url: 'https://app.example.com/workspace/settings',
        access_token_object: { object_id: 'org-1', collection: '$tenants' },
        channel_id: '3b7e1c9a-5d2f-4e8a-b6c4-7f1a2d3e4b53',
        public_key: 'pk_creatorlens',
        user_token: 'jwt.token.here',
      }),
    );
  });

  it('keeps parameters the authorize URL already has', () => {
    const url = new URL(buildSlackAuthorizeUrl({ ...request, authorizeUrl: 'https://slack.example/authorize?team=T1' }));
    expect(url.searchParams.get('team')).toBe('T1');
    expect(url.searchParams.get('client_id')).toBe('test');
  });
});

describe('the page Slack sends the browser back to', () => {
  it('drops a slack_error from an earlier attempt and the fragment, keeps the rest', () => {
    expect(slackReturnUrl('https://app.example.com/workspace/settings?slack_error=access_denied&tab=x#top')).toBe(
      'https://app.example.com/workspace/settings?tab=x',
    );
  });

  it('reads the slack_error the callback appended', () => {
    expect(readSlackError('https://app.example.com/workspace/settings?slack_error=access_denied')).toBe('access_denied');
    expect(readSlackError('https://app.example.com/workspace/settings?slack_error=')).toBeNull();
    expect(readSlackError('https://app.example.com/workspace/settings')).toBeNull();
  });

  it('translates known codes and shows others only as safe characters', () => {
    expect(slackErrorMessage('access_denied').key).toBe('Slack.error-access-denied');
    expect(slackErrorMessage('already_connected').key).toBe('Slack.error-already-connected');
    expect(slackErrorMessage('<script>bad</script>')).toEqual({ key: 'Slack.error-generic', code: 'scriptbadscript' });
    expect(slackErrorMessage('%%%').code).toBe('?');
  });
});

describe('searching the workspace’s Slack channels', () => {
  const channel = (name: string, extra: Partial<SlackChannel> = {}): SlackChannel => ({
    id: `C-${name}`,
    name,
    is_private: false,
    is_im: false,
    context_team_id: false,
    ...extra,
  });
  const channels = [channel('marketing'), channel('campaign-updates'), channel('all-campaigns'), channel('dm', { is_im: true })];

  it('matches anywhere in the name, ignores a leading # and case, names starting with the text first', () => {
    expect(searchSlackChannels(channels, '#CAMPAIGN').map((found) => found.name)).toEqual(['campaign-updates', 'all-campaigns']);
  });

  it('offers every channel but direct messages for an empty search, alphabetically and up to the limit', () => {
    expect(searchSlackChannels(channels, '').map((found) => found.name)).toEqual(['all-campaigns', 'campaign-updates', 'marketing']);
    expect(searchSlackChannels(channels, '', 2)).toHaveLength(2);
  });
});
