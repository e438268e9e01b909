// First: React must load its production build, like the site's renderers (see production-env.ts).
import './lib/production-env.ts';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { collectInitialAssets } from './lib/assets.ts';
import { bareTreeFromPage, renderBare } from './lib/bare-render.ts';
import { httpGetOk } from './lib/http.ts';
import { runLoad, runSyncLoop } from './lib/load-loop.ts';
import { printReport, summarise, writeResults, type AppSummary, type BenchSettings } from './lib/report.ts';
import { startServer, type RunningServer } from './lib/server-process.ts';
import { benchLiveUpdate, formatLiveUpdate } from './lib/live-update.ts';
import { benchCouponMath, printCouponMath } from './lib/coupon-math.ts';
import { measureStackFloor } from './lib/stack-floor.ts';
import { gamePath } from './lib/pages.ts';
import { formatLighthouse, runLighthouse, serveStackFloor, type LighthouseSummary, type LighthouseTarget } from './lib/lighthouse.ts';

/**
 * `npm run bench`: initial JS/CSS weight of each app's home page, and its server-render throughput against a bare
 * renderToString of the same markup; Lighthouse (mobile and desktop) on home, the live list and a game page beside
 * the bare-stack floor page. Figures go to the console and to bench/results.json. A missed target still exits 0
 * (the figures are the point; `npm run budget` is the gate); a server that does not start or a failed request exits 1.
 * BENCH_ONLY=lighthouse runs only the Lighthouse part; LIGHTHOUSE_RUNS sets its runs (3), LIGHTHOUSE_PAGES picks pages
 * by name (floor,home), LIGHTHOUSE_SAVE=<folder> keeps every full report.
 */

const APPS = {
  desktop: {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    jsTargetKiB: 160,
  },
  // A phone's user agent, not ?platform_type=mobile: the query parameter also sets a cookie, a real phone does not need one.
  mobile: {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    jsTargetKiB: 150,
  },
} as const;
type App = keyof typeof APPS;

const settings: BenchSettings = {
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 3_000),
  warmupMs: 1_000,
  runs: 3,
  ratioTarget: 0.6,
};
const HOME = '/en';
const LIVE = '/en/home/live';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url));

const headersFor = (app: App) => ({ 'user-agent': APPS[app].userAgent, accept: 'text/html' });

async function benchApp(server: RunningServer, app: App): Promise<AppSummary> {
  const pageUrl = `${server.origin}${HOME}`;
  const page = await httpGetOk(pageUrl, { headers: headersFor(app) });
  if (page.headers['x-platform'] !== app) throw new Error(`${pageUrl} as ${app} was served by the ${String(page.headers['x-platform'])} app`);
  const html = page.body.toString('utf8');

  console.log(`${app}: collecting the initial assets`);
  const assets = await collectInitialAssets(html, pageUrl);

  console.log(`${app}: ${settings.runs} × ${settings.durationMs / 1000} s of site load and of bare renderToString`);
  const bare = bareTreeFromPage(html);
  const load = (durationMs: number) => runLoad({ url: pageUrl, headers: headersFor(app), concurrency: settings.concurrency, durationMs, expectHeader: ['x-platform', app] });
  // Warm both up (JIT, API caches, keep-alive sockets) and throw those figures away.
  await load(settings.warmupMs);
  runSyncLoop(() => renderBare(bare.tree), settings.warmupMs / 2);
  // Site and bare runs alternate, so drift in the machine's load (two cores, shared) hits both sides alike.
  const siteRuns: number[] = [];
  const bareRuns: number[] = [];
  for (let run = 0; run < settings.runs; run++) {
    siteRuns.push((await load(settings.durationMs)).perSecond);
    bareRuns.push(runSyncLoop(() => renderBare(bare.tree), settings.durationMs).perSecond);
  }
  return summarise({ app, assets, jsTargetKiB: APPS[app].jsTargetKiB, siteRuns, bareRuns, markup: bare.check }, settings);
}

/** Two server modes: every request rendered, and the default micro-cache of visitor pages (apps/server/src/render-cache.ts). */
const MODES = [
  { name: 'rendered', title: 'every request rendered (RENDER_CACHE_MS=0)', env: { RENDER_CACHE_MS: '0' } },
  { name: 'cached', title: 'default server: 2 s micro-cache of visitor pages', env: { RENDER_CACHE_MS: '2000' } },
] as const;

/** The home pages' JS next to the least this stack can ship, and what each target leaves for the app itself. */
function formatStackFloor(floorKiB: number, summaries: Record<App, AppSummary>): string {
  const lines = [`\nStack floor: ${floorKiB.toFixed(1)} KiB gzip for a page that only hydrates React 19 + react-router's data router + i18next (bench/stack-floor)`];
  for (const app of Object.keys(APPS) as App[]) {
    const load = summaries[app]?.initialLoad;
    if (!load) continue;
    const ours = load.jsGzipKiB - floorKiB;
    const room = APPS[app].jsTargetKiB - floorKiB;
    lines.push(`  ${app}: home ${load.jsGzipKiB.toFixed(1)} KiB = floor + ${ours.toFixed(1)} KiB (state, data, pages and the app entry); the ${APPS[app].jsTargetKiB} KiB target leaves ${room.toFixed(1)} KiB above the floor`);
  }
  return lines.join('\n');
}

/** Lighthouse on the site's pages and on the floor page, in one Chromium, round-robin. */
async function benchLighthouse(): Promise<LighthouseSummary[]> {
  const server = await startServer(repoRoot, { RENDER_CACHE_MS: '0' });
  const floor = await serveStackFloor();
  try {
    const game = await gamePath(server.origin);
    const phone = APPS.mobile.userAgent;
    const targets: LighthouseTarget[] = [
      { name: 'floor (mobile)', url: floor.url, preset: 'mobile' },
      { name: 'mobile home', url: `${server.origin}${HOME}`, preset: 'mobile', userAgent: phone },
      { name: 'mobile live', url: `${server.origin}${LIVE}`, preset: 'mobile', userAgent: phone },
      { name: 'mobile game', url: `${server.origin}${game}`, preset: 'mobile', userAgent: phone },
      { name: 'floor (desktop)', url: floor.url, preset: 'desktop' },
      { name: 'desktop home', url: `${server.origin}${HOME}`, preset: 'desktop', userAgent: APPS.desktop.userAgent },
    ];
    // LIGHTHOUSE_PAGES=home,floor keeps the targets whose name contains one of the words (a quicker look at one page).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const picked = only ? targets.filter((target) => only.some((word) => target.name.includes(word))) : targets;
    console.log(`lighthouse: ${picked.length} pages × ${LIGHTHOUSE_RUNS} runs (game page ${game})`);
    return await runLighthouse(picked, LIGHTHOUSE_RUNS);
  } finally {
    await floor.stop();
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (ONLY === 'lighthouse') {
    const lighthouse = await benchLighthouse();
    console.log(formatLighthouse(lighthouse, LIGHTHOUSE_RUNS));
    writeResults(fileURLToPath(new URL('lighthouse-results.json', import.meta.url)), { generatedAt: new Date().toISOString(), node: process.version, cpuModel: os.cpus()[0]?.model, lighthouse });
    return;
  }
  const started = performance.now();
  // The coupon's system maths first: pure functions, no server needed.
  const couponMath = benchCouponMath();
  printCouponMath(couponMath);
  console.log('building the stack floor (React 19 + react-router data router + i18next, nothing else)');
  const stackFloor = await measureStackFloor();
  const results: Record<string, Partial<Record<App, AppSummary>>> = {};
  for (const mode of MODES) {
    console.log(`starting the server: ${mode.title}`);
    const server = await startServer(repoRoot, mode.env);
    // Ctrl-C or a kill must not leave the server running.
    const onSignal = () => void server.stop(2_000).finally(() => process.exit(130));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const summaries: Partial<Record<App, AppSummary>> = {};
    try {
      for (const app of Object.keys(APPS) as App[]) summaries[app] = await benchApp(server, app);
    } finally {
      await server.stop();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    results[mode.name] = summaries;
  }
  console.log('live update: 500 live games in headless Chromium, 10 % of prices every 2 s');
  const liveUpdate = await benchLiveUpdate({ repoRoot });
  const lighthouse = await benchLighthouse();
  const seconds = (performance.now() - started) / 1000;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = `BetFront bench: node ${process.version}, ${os.cpus().length} × ${cpu}, took ${seconds.toFixed(1)} s`;
  for (const mode of MODES) printReport(results[mode.name] as Record<App, AppSummary>, settings, `${header}
Server mode: ${mode.title}`);
  console.log(formatStackFloor(stackFloor.jsGzipKiB, results.rendered as Record<App, AppSummary>));
  console.log(formatLiveUpdate(liveUpdate));
  console.log(formatLighthouse(lighthouse, LIGHTHOUSE_RUNS));
  writeResults(resultsPath, {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: cpu,
    page: HOME,
    settings,
    elapsedSeconds: Number(seconds.toFixed(1)),
    modes: results,
    stackFloor,
    couponMath,
    lighthouse,
  });
  console.log(`figures written to ${resultsPath}`);
}

try {
  await main();
} catch (error) {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
