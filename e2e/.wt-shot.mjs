import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
const [dir, ...ids] = process.argv.slice(2);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const server = createServer(async (req, res) => {
  const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  try { const b = await readFile(join(dir, p.endsWith('/') ? p + 'index.html' : p)); res.writeHead(200, { 'content-type': types[extname(p)] ?? 'application/octet-stream' }).end(b); } catch { res.writeHead(404).end(); }
}).listen(3299);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const mobile = dir.includes('mobile');
const page = await browser.newPage({ viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
for (const spec of ids) {
  const [id, theme = 'light'] = spec.split('@');
  await page.goto(`http://127.0.0.1:3299/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/wt-twins-${id}-${theme}.png` });
}
await browser.close(); server.close();
