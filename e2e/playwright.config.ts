import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@bf/config/playwright';
import { CONSENT_ANSWERED } from './support/consent.ts';
import { DESKTOP_CHROME_UA, IPHONE_SAFARI_UA } from './support/devices.ts';
import { pastSiteNotices } from './support/site-notices.ts';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const launchOptions = { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] };

// `npm run test:e2e` builds both apps first; this file only starts the built server.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    locale: 'en-US',
    trace: 'off',
    // The demo config has the installable app on: its service worker would serve chunks past page.route (the chunk
    // failure tests) and cache every asset in every test. Only the PWA spec lets it run.
    serviceWorkers: 'block',
    // The seeded site config shows visitors the registration reminder 30 s into a page. Every test starts as if it
    // had just been shown, so it never covers what a slow test clicks; the reminder's own test clears this.
    // Every test starts with the cookie consent answered ("only necessary": no functional cookie or analytics, as
    // before the consent modal existed), so the modal never covers what a test clicks; the consent spec clears it.
    storageState: {
      cookies: [CONSENT_ANSWERED],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'registration_reminder_next_at', value: String(Date.now() + 24 * 3600_000) },
            // Past the age confirmation and the new-site modal (on in the demo config); their own spec removes these.
            ...pastSiteNotices(),
          ],
        },
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `${baseURL}/health`,
    // The first view's lists wait for the feed as long as a busy test machine needs (the site waits 1.5 s).
    env: { PORT: String(PORT), API_TEST_HOOKS: '1', SSR_FEED_TIMEOUT_MS: '10000' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000, // seeding the demo database (every game priced from its model) takes a while on a loaded machine
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_CHROME_UA, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      // The fuzz test talks to the server, not to a browser: once is enough.
      testIgnore: /fuzz\.spec\.ts$/,
      // Layout is in CSS pixels; a 3× raster costs nine times the pixels on a machine that paints in software.
      use: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_SAFARI_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
});
