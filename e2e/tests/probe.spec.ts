import { test } from '@playwright/test';

test('probe', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  for (const path of ['/en', '/en/news', '/en/nope', '/en/print-coupon/42', '/en/500']) {
    const res = await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => {
      const root = document.getElementById('root')!;
      const els = [...root.querySelectorAll('*')].filter((e) => e.tagName !== 'SCRIPT');
      const last = els[els.length - 1]!;
      return {
        rootKeys: Object.keys(root).filter((k) => k.startsWith('__react')),
        lastKeys: Object.keys(last).filter((k) => k.startsWith('__react')),
        scriptsInRoot: root.querySelectorAll('script').length,
        platform: navigator.platform, mtp: navigator.maxTouchPoints, lang: document.documentElement.lang,
        h1: document.querySelector('h1')?.textContent,
      };
    });
    console.log(path, res?.status(), res?.headers()['x-platform'], JSON.stringify(info));
  }
  console.log(logs.join('\n'));
});
