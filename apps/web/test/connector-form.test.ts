import { describe, expect, it } from 'vitest';
import { hasAddressMoved, parseConnectorForm, toFormValues, type ConnectorOverview } from '../src/features/connectors/connector-form.ts';

const twitch: ConnectorOverview = {
  connector: 'twitch',
  kind: 'platform',
  isSecretSet: true,
  settings: { baseUrl: 'https://api.twitch.tv/helix', oauthUrl: 'https://fake.example/oauth2/token', clientId: 'abc', dailyQuota: null },
  customised: ['oauthUrl', 'clientId'],
  fields: ['baseUrl', 'oauthUrl', 'clientId', 'dailyQuota'],
  quotaToday: { day: '2026-01-01', unitsUsed: 0, requests: 0, throttled: 0 },
  updatedAt: null,
};

describe('connector form: a stored secret does not follow a changed address', () => {
  it('keeps the secret for changes on the same host', () => {
    const values = { ...toFormValues(twitch), baseUrl: 'https://api.twitch.tv/helix/', clientId: 'def' };
    expect(hasAddressMoved(twitch, values)).toBe(false);
    expect(parseConnectorForm(twitch, values)).toMatchObject({
      errors: {},
      data: { baseUrl: 'https://api.twitch.tv/helix/', clientId: 'def' },
    });
  });

  it('wants the secret again when an address moves to another host or a customised one returns to its default', () => {
    const moved = { ...toFormValues(twitch), baseUrl: 'https://evil.example/helix' };
    expect(hasAddressMoved(twitch, moved)).toBe(true);
    expect(parseConnectorForm(twitch, moved)).toEqual({ data: null, errors: { secret: 'secret-again' } });
    expect(parseConnectorForm(twitch, { ...toFormValues(twitch), oauthUrl: '' }).errors).toEqual({ secret: 'secret-again' });
    expect(parseConnectorForm(twitch, { ...moved, secret: 'a-new-client-secret' }).data).toEqual({
      baseUrl: 'https://evil.example/helix',
      secret: 'a-new-client-secret',
    });
    expect(parseConnectorForm({ ...twitch, isSecretSet: false }, moved).errors).toEqual({});
  });
});
