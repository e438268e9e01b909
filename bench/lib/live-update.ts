import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@bf/config/playwright';

/**
 * Live-update benchmark: a live list of 500 games (1500 odds buttons) built from the real desktop kit rows and the
 * headless live-odds store, rendered by React's production build in headless Chromium; every 2 s 10 % of the prices
 * change. Per update it measures the main-thread time from the store update to React's commit (in the page) and
 * Chromium's ScriptDuration delta (CDP), and counts which components re-rendered. Target: ≤ 8 ms, and only the buttons
 * whose price changed (no game row re-renders).
 */

export interface LiveUpdateOptions {
  repoRoot: string;
  games?: number;
  /** Share of outcomes whose price changes per update. */
  share?: number;
  updates?: number;
  warmups?: number;
  intervalMs?: number;
}

export interface LiveUpdateFigures {
  games: number;
  outcomes: number;
  changedPerUpdate: number;
  updates: number;
  /** Store update → React commit, in the page (ms). */
  commitMs: { min: number; median: number; p90: number; max: number };
  /** Chromium's ScriptDuration delta around each update (ms): all script on the main thread, React included. */
  scriptMs: { min: number; median: number; p90: number; max: number };
  /** The store's own share: applying the quotes to the proxies (ms). */
  storeMs: { median: number };
  /** Store update until the next task runs: everything the update cost the main thread in the page (ms). */
  taskMs: { min: number; median: number; p90: number; max: number };
  /** Odds buttons that re-rendered per update (median), against the outcomes whose price changed. */
  buttonRenders: number;
  /** Game rows that re-rendered per update (median); 0 means a price change never re-renders its row. */
  rowRenders: number;
  targetMs: number;
  pass: boolean;
  /** The machine's 1-minute load average while it ran: the figures are wall-clock times. */
  loadAverage: number;
}

// The page: real kit rows and buttons over the real store and hook, nothing else (no router, no i18n, no coupon).
const PAGE_SOURCE = `
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createSportsServices, SportsProvider, useOutcomeOdds } from '@bf/headless/sports';
import { ChampBlock, GameRow, OddsButton } from '@bf/ui-desktop/sports';

const GAMES = Number(window.__BENCH_GAMES__);
const counts = { buttons: 0, rows: 0, lastCommit: 0 };
const services = createSportsServices({ storage: null, api: {} });
const games = Array.from({ length: GAMES }, (_, index) => {
  const id = index + 1;
  return {
    id, team1: 'Home team ' + id, team2: 'Away team ' + id, score: { team1: id % 3, team2: id % 2 },
    time: { primary: 'Half ' + (1 + (id % 2)), secondary: (id % 90) + "'", isLive: true },
    outcomes: [id * 10 + 1, id * 10 + 2, id * 10 + 3], caption: ['1', 'X', '2'],
  };
});
const ids = games.flatMap((game) => game.outcomes);
const price = (seed) => Math.round((1.2 + (seed % 500) / 60) * 100) / 100;
services.odds.apply(ids.map((id) => ({ id, coef: price(id * 7), isBlocked: false })));

const Cell = memo(function Cell({ id, name }) {
  counts.buttons += 1;
  const odds = useOutcomeOdds(id);
  return <OddsButton label={name + ', odds ' + odds.text} text={odds.text} direction={odds.direction} isSelected={false} isLocked={odds.isBlocked} isDisabled={odds.isBlocked} onToggle={() => {}} />;
});

const Row = memo(function Row({ game }) {
  counts.rows += 1;
  return (
    <GameRow href={'#' + game.id} team1={game.team1} team2={game.team2} score={game.score} time={game.time} oddsCount={3}
      odds={game.outcomes.map((id, index) => <Cell key={id} id={id} name={game.caption[index]} />)} more={{ text: '+12', label: 'All markets' }} />
  );
});

const blocks = [];
for (let start = 0; start < games.length; start += 10) blocks.push(games.slice(start, start + 10));

function List() {
  return blocks.map((block, index) => (
    <ChampBlock key={index} title={'Championship ' + (index + 1)} columns={['1', 'X', '2']}>
      {block.map((game) => <Row key={game.id} game={game} />)}
    </ChampBlock>
  ));
}

createRoot(document.getElementById('root')).render(
  <SportsProvider services={services}><main className="mx-auto max-w-[900px] space-y-3 p-3"><List /></main></SportsProvider>,
);

// React's commit writes the new prices into text nodes: a mutation observer (a microtask right after the commit)
// marks when the update reached the DOM, without adding work to React's own render.
new MutationObserver(() => {
  counts.lastCommit = performance.now();
}).observe(document.getElementById('root'), { subtree: true, characterData: true });

/** The next macrotask without timer clamping: by then the store has notified and React has rendered and committed. */
const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });

let round = 0;
window.__bench = {
  outcomes: ids.length,
  /** Changes \`share\` of the prices through the store and resolves once React has committed. */
  async update(share) {
    round += 1;
    const count = Math.round(ids.length * share);
    const quotes = [];
    for (let index = 0; index < count; index += 1) {
      const id = ids[(index * 7919 + round * 104729) % ids.length];
      const row = services.odds.price(id);
      quotes.push({ id, coef: Math.round((row.coef + (index % 2 ? 0.05 : -0.04) + (row.coef < 1.2 ? 0.2 : 0)) * 100) / 100, isBlocked: false });
    }
    counts.buttons = 0; counts.rows = 0; counts.lastCommit = 0;
    const start = performance.now();
    const changed = services.odds.apply(quotes);
    const storeMs = performance.now() - start;
    // Valtio notifies in a microtask and React renders the sync-lane update right after: a task later all is done.
    await nextTask();
    const taskMs = performance.now() - start;
    return { changed, storeMs, commitMs: counts.lastCommit ? counts.lastCommit - start : taskMs, taskMs, buttons: counts.buttons, rows: counts.rows };
  },
};
window.__benchReady = true;
`;

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] ?? 0;
  const round = (value: number) => Number(value.toFixed(2));
  return { min: round(sorted[0] ?? 0), median: round(at(0.5)), p90: round(at(0.9)), max: round(sorted.at(-1) ?? 0) };
};

/** The built desktop stylesheet, so layout and style work like the site's (none before `npm run build`). */
function desktopCss(repoRoot: string): string {
  const folder = join(repoRoot, 'apps/desktop/dist/client/assets/static');
  if (!existsSync(folder)) return '';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

/** Bundles the page with esbuild (React production build, minified). */
async function bundlePage(repoRoot: string): Promise<string> {
  const result = await build({
    stdin: { contents: PAGE_SOURCE, loader: 'tsx', resolveDir: join(repoRoot, 'bench'), sourcefile: 'live-update-page.tsx' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Runs the benchmark and answers its figures. */
export async function benchLiveUpdate({ repoRoot, games = 500, share = 0.1, updates = 12, warmups = 2, intervalMs = 2000 }: LiveUpdateOptions): Promise<LiveUpdateFigures> {
  const script = await bundlePage(repoRoot);
  const html = `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><style>${desktopCss(repoRoot)}</style></head><body><div id="root"></div><script>window.__BENCH_GAMES__=${games};</script><script>${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`;
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent(html);
    await page.waitForFunction(() => (window as unknown as { __benchReady?: boolean }).__benchReady === true);
    if (errors.length) throw new Error(`live-update page failed: ${errors.join('; ')}`);
    const outcomes = await page.evaluate(() => (window as unknown as { __bench: { outcomes: number } }).__bench.outcomes);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    };

    const rounds: { changed: number; storeMs: number; commitMs: number; taskMs: number; buttons: number; rows: number; scriptMs: number }[] = [];
    for (let index = 0; index < warmups + updates; index += 1) {
      await page.waitForTimeout(intervalMs);
      const before = await scriptSeconds();
      const round = await page.evaluate((value) => (window as unknown as { __bench: { update(share: number): Promise<{ changed: number; storeMs: number; commitMs: number; taskMs: number; buttons: number; rows: number }> } }).__bench.update(value), share);
      const after = await scriptSeconds();
      if (index >= warmups) rounds.push({ ...round, scriptMs: (after - before) * 1000 });
    }
    const commit = stats(rounds.map((round) => round.commitMs));
    const script = stats(rounds.map((round) => round.scriptMs));
    const buttons = stats(rounds.map((round) => round.buttons)).median;
    const rows = stats(rounds.map((round) => round.rows)).median;
    const changed = stats(rounds.map((round) => round.changed)).median;
    const targetMs = 8;
    return {
      games,
      outcomes,
      changedPerUpdate: changed,
      updates: rounds.length,
      commitMs: commit,
      scriptMs: script,
      storeMs: { median: stats(rounds.map((round) => round.storeMs)).median },
      taskMs: stats(rounds.map((round) => round.taskMs)),
      buttonRenders: buttons,
      rowRenders: rows,
      targetMs,
      pass: commit.median <= targetMs && rows === 0 && buttons <= changed,
      loadAverage: Number(os.loadavg()[0]?.toFixed(2) ?? 0),
    };
  } finally {
    await browser.close();
  }
}

/** The figures as lines for the console. */
export function formatLiveUpdate(figures: LiveUpdateFigures): string {
  return [
    `Live update: ${figures.games} live games (${figures.outcomes} odds buttons), ${figures.changedPerUpdate} prices changed every 2 s, ${figures.updates} updates`,
    `  store update → React commit: median ${figures.commitMs.median} ms (min ${figures.commitMs.min}, p90 ${figures.commitMs.p90}, max ${figures.commitMs.max}; target ≤ ${figures.targetMs} ms)`,
    `  of which the store: median ${figures.storeMs.median} ms; whole task until the next one runs: median ${figures.taskMs.median} ms, p90 ${figures.taskMs.p90} ms`,
    `  main-thread script around the update (CDP ScriptDuration, includes the benchmark's own evaluate): median ${figures.scriptMs.median} ms, p90 ${figures.scriptMs.p90} ms`,
    `  re-rendered per update: ${figures.buttonRenders} odds buttons for ${figures.changedPerUpdate} changed prices, ${figures.rowRenders} game rows`,
    `  ${figures.pass ? 'PASS' : 'MISS'} (wall-clock figures; load average ${figures.loadAverage} on ${os.cpus().length} CPUs while measuring)`,
  ].join('\n');
}
