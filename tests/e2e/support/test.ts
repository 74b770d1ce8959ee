import { expect as playwrightExpect } from '@playwright/test';

export { test } from '@playwright/test';

/**
 * Playwright's expect, except that `expect.poll` checks every 50 ms as the journeys were written for (vitest's
 * interval), not Playwright's widening 100 ms to 1 s steps: a journey that polls for a passing state (the badge at 7
 * on its way from 8 to 6) would otherwise miss it. The timeout stays Playwright's (config `expect.timeout`).
 */
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get(target, property, receiver) {
    if (property !== 'poll') return Reflect.get(target, property, receiver);
    const poll: typeof playwrightExpect.poll = (actual, messageOrOptions) =>
      target.poll(actual, {
        intervals: [50],
        ...(typeof messageOrOptions === 'string' ? { message: messageOrOptions } : messageOrOptions),
      });
    return poll;
  },
});
