import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { waitForHydration } from '../support/page-health.ts';

test('probe', async ({ page }) => {
  const html = await (await page.goto('/en', { waitUntil: 'load' }))!.text();
  await waitForHydration(page);
  const server = await page.evaluate((h) => {
    const doc = new DOMParser().parseFromString(h, 'text/html');
    return doc.getElementById('root')!.innerHTML;
  }, html);
  const client = await page.evaluate(() => document.getElementById('root')!.innerHTML);
  const split = (s: string) => s.replace(/<!-- -->/g, '').replace(/></g, '>\n<').split('\n');
  writeFileSync('/tmp/server.html', split(server).join('\n'));
  writeFileSync('/tmp/client.html', split(client).join('\n'));
});
