import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('words (issue 21, item 12)', () => {
  it('marks an account as new on its first day, so the home page says "Welcome" and not "Welcome back"', async () => {
    const cookie = await app.signUp({ name: 'Nina Neu', email: 'nina-neu@example.com' });
    const fresh = await app.query(cookie, 'user.getSessionUser');
    expect(fresh.status).toBe(200);
    expect(fresh.data!.user.isNewAccount).toBe(true);

    await app
      .db()
      .update(schema.user)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(schema.user.email, 'nina-neu@example.com'));
    const later = await app.query(cookie, 'user.getSessionUser');
    expect(later.data!.user.isNewAccount).toBe(false);
  });

  it('lists no Snapchat in any public plan, even where an older Enterprise template still names it', async () => {
    const plans = await app.query(null, 'site.listPlans');
    expect(plans.status).toBe(200);
    expect(plans.data.find((plan) => plan.key === 'enterprise')?.readablePlatforms).toEqual(['instagram', 'tiktok', 'youtube', 'twitch']);

    const [template] = await app.db().select().from(schema.licenseTemplate).where(eq(schema.licenseTemplate.key, 'enterprise'));
    await app
      .db()
      .update(schema.licenseTemplate)
      .set({ constraints: { ...template!.constraints, readablePlatforms: [...template!.constraints.readablePlatforms, 'snapchat'] } })
      .where(eq(schema.licenseTemplate.key, 'enterprise'));
    const again = await app.query(null, 'site.listPlans');
    expect(again.data.flatMap((plan) => plan.readablePlatforms)).not.toContain('snapchat');
  });
});
