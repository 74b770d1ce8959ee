import { describe, expect, it } from 'vitest';
import { buildSlackMessage, callSlack, htmlToMrkdwn, SlackApiError, toBlocks, WORKFLOWS } from '../src/notifications/index.ts';

describe('htmlToMrkdwn', () => {
  it('maps the sanitiser vocabulary to mrkdwn and escapes Slack control characters in text', () => {
    expect(htmlToMrkdwn('<p><strong>Ole</strong> said <em>a &amp; b</em></p><blockquote>&lt;!channel&gt; hi</blockquote>')).toBe(
      '*Ole* said _a &amp; b_\n\n> &lt;!channel&gt; hi',
    );
  });

  it('keeps only the text of unknown tags', () => {
    expect(htmlToMrkdwn('<p><span>plain</span> <a href="/x">link</a></p>')).toBe('plain link');
  });
});

describe('buildSlackMessage', () => {
  it('builds Block Kit from a rendered workflow with an absolute link into the product', () => {
    const rendered = WORKFLOWS['campaign-card-assigned']!.render({
      data: { channelName: '<@U123>', campaignName: 'Summer', url: '/campaign/abc' },
      actorName: 'Ole',
      language: 'de',
    });
    const message = buildSlackMessage(toBlocks(rendered), 'https://app.example/');
    expect(message.blocks[0]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: '*Ole* hat Ihnen _&lt;@U123&gt;_ in der Kampagne Summer zugewiesen' },
    });
    expect(message.blocks[1]).toMatchObject({
      elements: [{ type: 'button', text: { text: 'Kampagne öffnen' }, url: 'https://app.example/campaign/abc' }],
    });
    expect(message.text).not.toContain('<@U123>');
  });

  it('never links to another origin', () => {
    const message = buildSlackMessage(
      [{ type: 'text', name: 'action_url', content: 'https://evil.example/x', rendered: '' }],
      'https://app.example',
    );
    expect(message.blocks[1]).toMatchObject({ elements: [{ url: 'https://app.example/' }] });
  });
});

describe('callSlack', () => {
  const answers = (list: (() => Response)[]) => {
    const calls: RequestInit[] = [];
    const fetchStub = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return list.shift()!();
    }) as unknown as typeof fetch;
    return { calls, fetchStub };
  };
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('retries a 5xx with backoff, then returns the ok body; form-encodes the params', async () => {
    const { calls, fetchStub } = answers([() => json({}, 503), () => json({ ok: true, channels: [] })]);
    const answer = await callSlack({ apiUrl: 'https://slack.test/api', fetch: fetchStub, backoffMs: 1 }, 'conversations.list', {
      token: 'xoxb-1',
      params: { limit: 2, cursor: undefined },
    });
    expect(answer).toEqual({ ok: true, channels: [] });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body).toBe('limit=2');
  });

  it("hands a 429 longer than it waits in-process to the caller with Slack's Retry-After", async () => {
    const { fetchStub } = answers([() => json({ ok: false }, 429, { 'retry-after': '30' })]);
    const error = await callSlack({ apiUrl: 'https://slack.test/api', fetch: fetchStub }, 'chat.postMessage', { token: 't' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SlackApiError);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterMs: 30_000 });
  });

  it("turns Slack's { ok: false, error } into SlackApiError with that code", async () => {
    const { fetchStub } = answers([() => json({ ok: false, error: 'token_revoked' })]);
    await expect(callSlack({ apiUrl: 'https://slack.test/api', fetch: fetchStub }, 'auth.test', { token: 't' })).rejects.toMatchObject({
      code: 'token_revoked',
    });
  });
});
