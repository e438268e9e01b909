// React loads its production build, like the site's renderers.
import './lib/production-env.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectInitialAssets, type Asset } from './lib/assets.ts';
import { httpGetOk } from './lib/http.ts';
import { gamePath, USER_AGENTS } from './lib/pages.ts';
import { startServer } from './lib/server-process.ts';
import { measureStackFloor } from './lib/stack-floor.ts';
import { checkBudget, type Budget, type Measured } from './lib/budget-check.ts';

/**
 * `npm run budget`: the built site's initial JS per route and CSS per app against bench/budget.json, beside the
 * bare-stack floor of the same dependencies. Needs a build (`npm run build`; `npm run test:e2e` builds first and
 * calls this). Exits 1 when a figure is over its limit.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('budget.json', import.meta.url), 'utf8')) as Budget;
const kib = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0) / 1024;

async function main(): Promise<void> {
  const floor = await measureStackFloor();
  const server = await startServer(repoRoot, { RENDER_CACHE_MS: '0' });
  const measured: Measured[] = [];
  try {
    const game = await gamePath(server.origin);
    for (const route of budget.routes) {
      const path = route.path === 'game' ? game : route.path;
      const url = `${server.origin}${path}`;
      const page = await httpGetOk(url, { headers: { 'user-agent': USER_AGENTS[route.app], accept: 'text/html' } });
      if (page.headers['x-platform'] !== route.app) throw new Error(`${path} as ${route.app} was served by the ${String(page.headers['x-platform'])} app`);
      const assets = await collectInitialAssets(page.body.toString('utf8'), url);
      measured.push({ app: route.app, path: route.path, jsKiB: kib(assets.filter((a) => a.kind === 'js')), cssKiB: kib(assets.filter((a) => a.kind === 'css')), jsFiles: assets.filter((a) => a.kind === 'js').length });
    }
  } finally {
    await server.stop();
  }
  const report = checkBudget(budget, measured, floor.jsGzipKiB);
  console.log(report.lines.join('\n'));
  if (report.failures.length > 0) {
    console.error(`\nbudget exceeded:\n  ${report.failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error('budget check failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
