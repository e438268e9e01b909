import type { LaunchOptions } from '@playwright/test';

/**
 * How every Playwright run starts a browser: Debian's Chromium, never a downloaded one
 * (README: `npm test` needs `/usr/bin/chromium`). Shared by every project of `e2e/playwright.config.ts`.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} as const satisfies LaunchOptions;
