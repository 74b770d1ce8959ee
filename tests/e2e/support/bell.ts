import type { Locator, Page } from 'playwright-core';
import { expect } from './test.ts';
import { unseenCountOn } from './chat-journey.ts';
import { baseUrl } from './session.ts';

/** The bell, once the lazily loaded notifications module has replaced its placeholder. */
export async function bell(page: Page): Promise<Locator> {
  const button = page.getByTestId('notification-bell');
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  return button;
}

/** The number the bell's badge shows (0 without a badge). */
export const badgeCount = async (page: Page): Promise<number> => {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
};

export async function openBell(page: Page): Promise<Locator> {
  await (await bell(page)).click();
  const popup = page.getByTestId('notification-popup');
  await popup.waitFor();
  return popup;
}

/**
 * Whatever is still unseen becomes seen: on the Unseen tab each item leaves the list once seen after 3 s in view, so
 * the next ones move into view and follow. Decided by the server's count, not the badge: the badge may not have
 * loaded yet, and earlier journeys leave mentions of the demo member behind.
 */
export async function seeEverything(page: Page): Promise<void> {
  const unseen = () => unseenCountOn(baseUrl, page.context());
  if ((await unseen()) > 0) {
    const popup = await openBell(page);
    await popup.getByRole('tab', { name: 'Unseen', exact: true }).click();
    await expect.poll(unseen, { timeout: 90_000 }).toBe(0);
    // The popup keeps its tab while the page lives: leave it on All, where the journeys expect it.
    await popup.getByRole('tab', { name: 'All', exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(0);
}
