import type { Page } from 'playwright-core';

/** Paths that answer 404 by design in a chat journey (see watchExpected404s). */
const EXPECTED_404_PATHS = [
  /^\/v1\/providers\/(slack|ms-teams)\/[^/]+\/auth_check$/,
  /^\/v1\/objects\/campaigns\/[^/]+\/channel_data\//,
  // The browser asks the fake provider's consent page (another origin, no icon) for one.
  /^\/favicon\.ico$/,
];

export interface Expected404s {
  count: number;
  /** Where the other 404s the console reported came from (shown when a journey fails on them). */
  others: string[];
}

/**
 * The 404s Knock's API answers by design and the kit expects and handles: a chat provider's auth_check for an
 * organisation that is not connected ("Access token not set.", "Microsoft Teams tenant ID not set.") and a campaign's
 * channel data before any channel was chosen. The browser logs each as a console error ("Failed to load resource")
 * whose location is the resource; those are counted here, and `unexpectedErrors` takes as many off the errors
 * `watchForErrors` collected.
 */
export function watchExpected404s(page: Page): Expected404s {
  const seen: Expected404s = { count: 0, others: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' || !/status of 404/.test(message.text())) return;
    const url = message.location().url;
    let path = '';
    try {
      path = new URL(url).pathname;
    } catch {
      // No resource location: not one of ours.
    }
    if (EXPECTED_404_PATHS.some((pattern) => pattern.test(path))) seen.count += 1;
    else seen.others.push(`404 at ${url || '(no location)'}`);
  });
  return seen;
}

/** The errors a page saw, without as many "status of 404" lines as it had expected 404s (plus where the others came from). */
export function unexpectedErrors({ errors, expected404 }: { errors: string[]; expected404: Expected404s }): string[] {
  let left = expected404.count;
  const rest = errors.filter((error) => !(/status of 404/.test(error) && left-- > 0));
  return rest.length > 0 ? [...rest, ...expected404.others] : rest;
}
