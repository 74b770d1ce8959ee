import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('Slack settings', () => {
  it('leaves Slack unconfigured without id and secret', () => {
    expect(readConfig({}).slack).toBeNull();
  });

  it('needs the client id and secret together, with Slack’s URLs as defaults', () => {
    expect(() => readConfig({ SLACK_CLIENT_ID: '1.2' })).toThrow(/SLACK_CLIENT_ID and SLACK_CLIENT_SECRET/);
    expect(readConfig({ SLACK_CLIENT_ID: '1.2', SLACK_CLIENT_SECRET: 's' }).slack).toEqual({
      clientId: '1.2',
      clientSecret: 's',
      apiUrl: 'https://slack.com/api',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    });
  });

  it('takes other URLs (a local fake) and refuses ones that are not http(s)', () => {
    const env = { SLACK_CLIENT_ID: '1.2', SLACK_CLIENT_SECRET: 's', SLACK_API_URL: 'http://127.0.0.1:4010/api/' };
    expect(readConfig(env).slack?.apiUrl).toBe('http://127.0.0.1:4010/api');
    expect(() => readConfig({ ...env, SLACK_AUTHORIZE_URL: 'javascript:alert(1)' })).toThrow(/SLACK_AUTHORIZE_URL/);
  });
});
