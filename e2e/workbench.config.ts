import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@bf/config/playwright';
import { IPHONE_SAFARI_UA } from './support/devices.ts';
import { WORKBENCH_PORTS } from './workbench/platforms.ts';

/**
 * The kits' workbench run (`npm run test:workbench`, after `npm run workbench:build`): every story of both static
 * Storybooks in both themes, checked with axe and photographed into e2e/workbench-shots/. Separate from the apps' e2e.
 */
export default defineConfig({
  testDir: './workbench',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'dot',
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions, locale: 'en-US', trace: 'off' },
  webServer: (['desktop', 'mobile'] as const).map((platform) => ({
    command: `node --import tsx e2e/workbench/serve-static.ts packages/ui-${platform}/storybook-static ${WORKBENCH_PORTS[platform]}`,
    cwd: '..',
    url: `http://127.0.0.1:${WORKBENCH_PORTS[platform]}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  })),
  projects: [
    {
      name: 'desktop',
      grep: /@desktop/,
      use: { baseURL: `http://127.0.0.1:${WORKBENCH_PORTS.desktop}`, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        baseURL: `http://127.0.0.1:${WORKBENCH_PORTS.mobile}`,
        viewport: { width: 390, height: 844 },
        userAgent: IPHONE_SAFARI_UA,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
  ],
});
