import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';
import { expectRefused, signInToKessel, userIdByEmail } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let orgAdmin: string;
let guest: string;
let kessel: string;
let campaignId: string;
let kesselCampaignId: string;
let orgAdminId: string;

const create = (cookie: string, input: ProcedureInput<'comment.createComment'>) => app.mutate(cookie, 'comment.createComment', input);
const thread = (cookie: string, subjectId: string) => app.query(cookie, 'comment.listComments', { subjectType: 'campaign', subjectId });
const onCampaign = (cookie: string, subjectId: string, body: string) => create(cookie, { subjectType: 'campaign', subjectId, body });

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  guest = await app.signInAsGuest();
  kessel = await signInToKessel(app);
  orgAdminId = await userIdByEmail(app, 'org-admin@creatorlens.test');
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Client pitch' })).data.id;
  kesselCampaignId = (await app.mutate(kessel, 'campaign.createCampaign', { name: 'Kessel plans' })).data.id;
});
afterAll(() => app.close());

describe('campaign comments', () => {
  it('writes and lists a campaign thread, newest first, with the campaign as its subject', async () => {
    const first = await onCampaign(member, campaignId, 'Client wants TikTok first.');
    const second = await onCampaign(orgAdmin, campaignId, 'Budget agreed.');
    expect(first.status).toBe(200);
    expect(first.data.comment).toMatchObject({ subjectType: 'campaign', subjectId: campaignId, subject: { name: 'Client pitch' } });
    const answer = await thread(member, campaignId);
    expect(answer.status).toBe(200);
    expect(answer.data.items.map((comment) => comment.id)).toEqual([second.data.comment.id, first.data.comment.id]);
  });

  it('notifies a mentioned member with a link to the campaign board', async () => {
    const written = await onCampaign(member, campaignId, `@[Ole](${orgAdminId}) please confirm the fee.`);
    expect(written.status).toBe(200);
    expect(written.data.mentionedUserIds).toEqual([orgAdminId]);
    const messages = await app
      .db()
      .select()
      .from(schema.notificationMessage)
      .where(and(eq(schema.notificationMessage.recipientId, orgAdminId), eq(schema.notificationMessage.workflowKey, 'comment-mentioned')));
    const message = messages.find((row) => row.data.commentId === written.data.comment.id);
    expect(message?.data).toMatchObject({ subjectName: 'Client pitch', url: `/campaign/${campaignId}` });
  });

  it("keeps another organisation's campaign thread unknown: no reading, no writing", async () => {
    const secret = await onCampaign(kessel, kesselCampaignId, 'Kessel only');
    expect(secret.status).toBe(200);
    // As elsewhere in the product, a foreign campaign is as unknown as a missing one (no hint that it exists).
    expectRefused(await thread(member, kesselCampaignId), 404, 'NOT_FOUND');
    expectRefused(await onCampaign(member, kesselCampaignId, 'Peek'), 404, 'NOT_FOUND');
    const overview = await app.query(member, 'comment.listComments', { subjectType: 'campaign' });
    expect(overview.data.items.map((comment) => comment.id)).not.toContain(secret.data.comment.id);
    const edit = await app.mutate(member, 'comment.updateComment', { id: secret.data.comment.id, data: { body: 'x' } });
    expectRefused(edit, 404, 'NOT_FOUND');
  });

  it('refuses guests (FORBIDDEN) and lets an expired licence read the thread but not write', async () => {
    expectRefused(await thread(guest, campaignId), 403, 'FORBIDDEN');
    expectRefused(await onCampaign(guest, campaignId, 'Guest note'), 403, 'FORBIDDEN');
    const expired = await app.signIn('expired-member@creatorlens.test');
    const [membership] = await app
      .db()
      .select({ organizationId: schema.member.organizationId })
      .from(schema.member)
      .where(eq(schema.member.userId, await userIdByEmail(app, 'expired-member@creatorlens.test')));
    // A plain row: an expired licence cannot create campaigns through the API.
    const [own] = await app.db().insert(schema.campaign).values({ organizationId: membership!.organizationId, name: 'Paused' }).returning();
    expect((await thread(expired, own!.id)).status).toBe(200);
    expectRefused(await onCampaign(expired, own!.id, 'Late'), 403, 'LICENSE_EXPIRED');
    expectRefused(await onCampaign(expired, campaignId, 'Other org'), 403, 'LICENSE_EXPIRED');
  });

  it('answers 400 for a malformed campaign id', async () => {
    const answer = await app.mutateUnchecked(member, 'comment.createComment', { subjectType: 'campaign', subjectId: 'nope', body: 'x' });
    expect(answer.status).toBe(400);
  });
});
