import type { BrowserContext, Page } from 'playwright-core';
import { expect } from './test.ts';
import { waitForSiteReady } from './session.ts';

/** Steps the team-chat journeys (slack.spec.ts, ms-teams.spec.ts) share; each runs a server of its own at `baseUrl`. */
const DEMO_PASSWORD = 'creatorlens-demo';

/** Signs in through the form (an en-US context), once the server-rendered page has become interactive. */
export async function signInOn(baseUrl: string, page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await waitForSiteReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** A tRPC mutation with the context's cookies and this server's origin (support/trpc.ts is bound to the shared server). */
export async function mutateOn<T>(baseUrl: string, context: BrowserContext, path: string, input: unknown): Promise<T> {
  const response = await context.request.post(`${baseUrl}/api/trpc/${path}`, { data: input, headers: { origin: baseUrl } });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!body.result) throw new Error(`${path} answered ${response.status()}: ${body.error?.message}`);
  return body.result.data;
}

/** A chat card's connection status (data-status), once the notifications module has checked the connection. */
export async function chatConnectionStatus(page: Page, testId: string): Promise<string | null> {
  const panel = page.getByTestId(testId);
  await panel.waitFor({ timeout: 15_000 });
  await expect.poll(() => panel.getAttribute('data-status'), { timeout: 15_000 }).not.toBe('connecting');
  return panel.getAttribute('data-status');
}

/** Comments on the campaign as a person would: text, "@Ole", the suggestion, Comment. */
export async function commentWithMention(page: Page, campaignId: string, text: string): Promise<void> {
  await page.goto(`/campaign/${campaignId}?lang=en`);
  const comments = page.getByTestId('campaign-comments');
  await comments.scrollIntoViewIfNeeded();
  const composer = comments.getByRole('combobox', { name: 'Write a comment' });
  await composer.click();
  await composer.pressSequentially(`${text} @Ole`);
  await comments
    .getByRole('listbox', { name: 'People to mention' })
    .getByRole('option', { name: /\bole\b/i })
    .first()
    .click();
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  await comments.getByRole('article').filter({ hasText: text }).first().waitFor();
}

/** The unseen in-app notifications of the context's user, read the way the bell reads them (Knock's feed API). */
export async function unseenCountOn(baseUrl: string, context: BrowserContext): Promise<number> {
  const response = await context.request.get(`${baseUrl}/api/trpc/notification.getClientConfig`);
  const config = (
    (await response.json()) as { result: { data: { userToken: string; publicKey: string; userId: string; feedChannelId: string } } }
  ).result.data;
  const feed = await context.request.get(`${baseUrl}/v1/users/${config.userId}/feeds/${config.feedChannelId}?page_size=1`, {
    headers: { authorization: `Bearer ${config.publicKey}`, 'x-knock-user-token': config.userToken },
  });
  return ((await feed.json()) as { meta: { unseen_count: number } }).meta.unseen_count;
}
