import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

let app: TestApp;

let platformAdmin: string;
let orgAdmin: string;

const subscribe = (input: ProcedureInput<'newsletter.subscribeEmail'>) => app.mutate(null, 'newsletter.subscribeEmail', input);
const mailsFor = (cookie: string | null, email: string) => app.query(cookie, 'newsletter.listMails', { email });
const tokenFrom = (body: string, param: 'confirm' | 'unsubscribe') => new RegExp(`[?&]${param}=([A-Za-z0-9_-]{43})`).exec(body)?.[1] ?? '';

beforeAll(async () => {
  app = await createTestApp();
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
});
afterAll(() => app.close());

describe('newsletter double opt-in', () => {
  it('subscribes, queues one confirmation mail per request, confirms by link and unsubscribes', async () => {
    const email = 'Reader@Example.test';
    expect((await subscribe({ email, language: 'de' })).data).toEqual({ status: 'pending' });
    // Subscribing twice is idempotent: still one row, still pending, a fresh link replaces the old one.
    expect((await subscribe({ email, language: 'de' })).data).toEqual({ status: 'pending' });
    const mails = await mailsFor(platformAdmin, 'reader@example.test');
    expect(mails.status).toBe(200);
    expect(mails.data).toHaveLength(2);
    expect(mails.data[0]!.subject).toContain('Newsletter');
    const latest = mails.data[0]!.textBody;
    const stale = tokenFrom(mails.data[1]!.textBody, 'confirm');
    expect((await app.mutate(null, 'newsletter.confirmSubscription', { token: stale })).status).toBe(404);

    expect((await app.mutate(null, 'newsletter.confirmSubscription', { token: tokenFrom(latest, 'confirm') })).data).toEqual({
      status: 'confirmed',
    });
    // A used confirmation link does not work twice.
    expect((await app.mutate(null, 'newsletter.confirmSubscription', { token: tokenFrom(latest, 'confirm') })).status).toBe(404);
    // A confirmed address gets no new mail when it signs up again.
    await subscribe({ email, language: 'en' });
    expect((await mailsFor(platformAdmin, 'reader@example.test')).data).toHaveLength(2);

    const unsubscribeToken = tokenFrom(latest, 'unsubscribe');
    expect((await app.mutate(null, 'newsletter.unsubscribeEmail', { token: unsubscribeToken })).data).toEqual({ status: 'unsubscribed' });
    expect((await app.mutate(null, 'newsletter.unsubscribeEmail', { token: unsubscribeToken })).data).toEqual({ status: 'unsubscribed' });
  });

  it('rejects a bad email with 400 and wrong tokens with 4xx', async () => {
    const bad = await subscribe({ email: 'not-an-address', language: 'en' });
    expect(bad.status).toBe(400);
    expect((await app.mutate(null, 'newsletter.confirmSubscription', { token: 'short' })).status).toBe(400);
    expect((await app.mutate(null, 'newsletter.confirmSubscription', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await app.mutate(null, 'newsletter.unsubscribeEmail', { token: 'B'.repeat(43) })).status).toBe(404);
  });

  it('shows newsletter mails only to platform admins', async () => {
    expect((await mailsFor(null, 'reader@example.test')).status).toBe(401);
    expect((await mailsFor(orgAdmin, 'reader@example.test')).status).toBe(403);
  });
});

describe('public site procedures', () => {
  it('searches creators without a session, prefix matches only, at most 8', async () => {
    const [channel] = await app.database.db.select({ handle: schema.channel.handle }).from(schema.channel).limit(1);
    const handle = channel!.handle;
    const hits = await app.query(null, 'site.searchCreators', {
      q: handle.slice(0, 3),
    });
    expect(hits.status).toBe(200);
    expect(hits.data.length).toBeGreaterThan(0);
    expect(hits.data.length).toBeLessThanOrEqual(8);
    expect(Object.keys(hits.data[0]!).sort()).toEqual(['artistSlug', 'followers', 'handle', 'name', 'platform']);
    expect((await app.query(null, 'site.searchCreators', { q: '' })).status).toBe(400);
    expect((await app.query(null, 'site.searchCreators', { q: 'x'.repeat(101) })).status).toBe(400);
  });

  it('lists the public plans from the licence templates', async () => {
    const plans = await app.query(null, 'site.listPlans');
    expect(plans.status).toBe(200);
    expect(plans.data.map((plan) => plan.key)).toEqual(expect.arrayContaining(['trial', 'starter', 'professional', 'enterprise']));
    expect(plans.data.find((plan) => plan.key === 'starter')).toMatchObject({
      seats: 3,
      priceMonthlyCents: 14900,
      readablePlatforms: ['instagram', 'tiktok'],
    });
  });

  it('serves /api/status, robots.txt and sitemap.xml', async () => {
    const status = await app.server.inject({ method: 'GET', url: '/api/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'ok', database: 'reachable' });
    const robots = await app.server.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: ');
    const sitemap = await app.server.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/features/instagram?lang=de');
  });
});
