import { describe, expect, it } from 'vitest';
import { issueMessage, type SchemaIssue } from '../src/lib/form/index.ts';
import {
  CONNECTOR_FORM_MESSAGES,
  connectorFormSchema,
  hasAddressMoved,
  toConnectorUpdate,
  toFormValues,
  type ConnectorFormValues,
  type ConnectorOverview,
} from '../src/features/connectors/connector-form.ts';
import { translatorIn } from './support/translator.ts';

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

/** The update the dialog would send, or the fields it refuses (by path, with the kind of break zod gave). */
function submit(connector: ConnectorOverview, values: ConnectorFormValues) {
  const parsed = connectorFormSchema(connector).safeParse(values, { reportInput: true });
  if (parsed.success) return { data: toConnectorUpdate(connector, parsed.data), refused: [] };
  return { data: null, refused: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`) };
}

async function messagesIn(language: 'de' | 'en', connector: ConnectorOverview, values: ConnectorFormValues) {
  const i18n = await translatorIn(language);
  const issues = connectorFormSchema(connector).safeParse(values, { reportInput: true }).error?.issues ?? [];
  return Object.fromEntries(
    issues.map((issue) => [issue.path.join('.'), issueMessage(i18n.t.bind(i18n), issue as SchemaIssue, CONNECTOR_FORM_MESSAGES)]),
  );
}

describe('connector form: a stored secret does not follow a changed address', () => {
  it('keeps the secret for changes on the same host and sends only what changed', () => {
    const values = { ...toFormValues(twitch), baseUrl: 'https://api.twitch.tv/helix/', clientId: ' def ' };
    expect(hasAddressMoved(twitch, values)).toBe(false);
    expect(submit(twitch, values)).toEqual({ data: { baseUrl: 'https://api.twitch.tv/helix/', clientId: 'def' }, refused: [] });
  });

  it('wants the secret again when an address moves to another host or a customised one returns to its default', () => {
    const moved = { ...toFormValues(twitch), baseUrl: 'https://evil.example/helix' };
    expect(hasAddressMoved(twitch, moved)).toBe(true);
    expect(submit(twitch, moved)).toEqual({ data: null, refused: ['secret: custom'] });
    expect(submit(twitch, { ...toFormValues(twitch), oauthUrl: '' }).refused).toEqual(['secret: custom']);
    expect(submit(twitch, { ...moved, secret: 'a-new-client-secret' }).data).toEqual({
      baseUrl: 'https://evil.example/helix',
      secret: 'a-new-client-secret',
    });
    expect(submit({ ...twitch, isSecretSet: false }, moved).refused).toEqual([]);
    expect(submit(twitch, { ...moved, isRemovingSecret: true }).data).toEqual({ baseUrl: 'https://evil.example/helix', secret: null });
  });

  it('sends an emptied setting as "back to the default" and an emptied quota as "no limit"', () => {
    const youtube: ConnectorOverview = { ...twitch, connector: 'youtube', fields: ['baseUrl', 'dailyQuota'], isSecretSet: false };
    const stored = { ...youtube, settings: { baseUrl: 'https://www.googleapis.com/youtube/v3', dailyQuota: 10_000 } };
    expect(submit(stored, { ...toFormValues(stored), dailyQuota: ' ' }).data).toEqual({ dailyQuota: null });
    expect(submit(stored, { ...toFormValues(stored), dailyQuota: '500' }).data).toEqual({ dailyQuota: 500 });
    expect(submit(stored, toFormValues(stored)).data).toEqual({});
  });
});

describe('connector form: the words for wrong settings', () => {
  const wrong = { ...toFormValues(twitch), baseUrl: 'javascript:alert(1)', dailyQuota: 'lots', secret: 'has spaces in it' };

  it('says what to change, in English and German', async () => {
    expect(await messagesIn('en', twitch, wrong)).toEqual({
      baseUrl: 'Enter a full URL starting with http:// or https://',
      dailyQuota: 'Enter a whole number above 0, or leave it empty',
      secret: 'At least 8 characters, no spaces',
    });
    expect(await messagesIn('de', twitch, { ...wrong, dailyQuota: '0', secret: 'short' })).toEqual({
      baseUrl: 'Geben Sie eine vollständige URL mit http:// oder https:// ein',
      dailyQuota: 'Geben Sie eine ganze Zahl über 0 ein oder lassen Sie das Feld leer',
      secret: 'Mindestens 8 Zeichen, keine Leerzeichen',
    });
    const instagram: ConnectorOverview = { ...twitch, connector: 'instagram', fields: ['baseUrl', 'businessAccountId', 'dailyQuota'] };
    expect(await messagesIn('de', instagram, { ...toFormValues(instagram), businessAccountId: 'abc' })).toEqual({
      businessAccountId: 'Die ID des Business-Kontos ist eine Zahl',
    });
  });

  it('wants the secret again in words when an address moved', async () => {
    const moved = { ...toFormValues(twitch), oauthUrl: 'https://evil.example/token' };
    expect(await messagesIn('en', twitch, moved)).toEqual({
      secret: 'You changed an address: enter the secret again for the new address',
    });
  });
});
