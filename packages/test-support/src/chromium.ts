import type { LaunchOptions } from 'playwright-core';

/**
 * How browser journeys and benches start Debian's Chromium on these machines: no sandbox (CI runs as root), no GPU,
 * no background network or component updates (they would add requests to every measured load), no QUIC.
 * CHROMIUM_PATH points at another binary.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
