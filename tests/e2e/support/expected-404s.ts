import type { Page } from 'playwright-core';

/**
 * The 404s Knock's API answers by design and the kit expects and handles: a chat provider's auth_check for an
 * organisation that is not connected ("Access token not set.", "Microsoft Teams tenant ID not set.") and a campaign's
 * channel data before any channel was chosen. The browser logs each as a console error without its URL, so a journey
 * counts them here and takes as many "status of 404" lines off the errors `watchForErrors` collected.
 */
export function watchExpected404s(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('response', (response) => {
    if (response.status() !== 404) return;
    const path = new URL(response.url()).pathname;
    if (
      /^\/v1\/providers\/(slack|ms-teams)\/[^/]+\/auth_check$/.test(path) ||
      /^\/v1\/objects\/campaigns\/[^/]+\/channel_data\//.test(path)
    )
      seen.count += 1;
  });
  return seen;
}

/** The errors a page saw, without as many "status of 404" lines as it had expected 404s. */
export function unexpectedErrors({ errors, expected404 }: { errors: string[]; expected404: { count: number } }): string[] {
  let left = expected404.count;
  return errors.filter((error) => !(/status of 404/.test(error) && left-- > 0));
}
