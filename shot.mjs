import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  const ctx = await browser.newContext({ viewport: s.viewport, userAgent: s.ua, deviceScaleFactor: 1 });
  if (s.cookies) await ctx.addCookies(s.cookies.map(c => ({...c, url: 'http://localhost:3000'})));
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  page.on('pageerror', e => errors.push('PAGEERROR ' + e.message));
  await page.goto('http://localhost:3000' + s.path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: s.out, fullPage: !!s.full });
  console.log(s.out, page.url(), errors.join(' | '));
  await ctx.close();
}
await browser.close();
