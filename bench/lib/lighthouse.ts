import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config, Flags, Result } from 'lighthouse';
import { build } from 'vite';
import { reactRouterProductionBuild } from '@bf/config/vite';

/**
 * Lighthouse 12 (the last major that runs on Node 20) in Debian's Chromium: performance only, simulated throttling
 * (Lighthouse's default: a slow 4G network and a 4× CPU slowdown), several runs per page, medians. The bare-stack
 * floor page is measured in the same run, so each figure is read beside the least this stack can score at that
 * moment on this machine.
 */

export interface LighthouseTarget {
  /** A short name for the table: "mobile home", "floor". */
  name: string;
  url: string;
  preset: 'mobile' | 'desktop';
  /** The user agent the page is asked for with (the server picks the app by it). */
  userAgent?: string;
}

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferBytes: number;
  /** Main-thread tasks over 50 ms (Lighthouse's long-tasks audit, under the simulated slowdown), longest first. */
  longTasksMs: number[];
}

export interface LighthouseSummary extends LighthouseRun {
  name: string;
  url: string;
  preset: 'mobile' | 'desktop';
  runs: LighthouseRun[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function figuresOf(lhr: Result): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const details = lhr.audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    longTasksMs: (details?.items ?? []).map((item) => Math.round(item.duration ?? 0)).sort((a, b) => b - a),
  };
}

/** The run whose score is the median one stands for its long tasks (medians of task lists mean nothing). */
export function summariseRuns(target: LighthouseTarget, runs: LighthouseRun[]): LighthouseSummary {
  const pick = (key: Exclude<keyof LighthouseRun, 'longTasksMs'>) => median(runs.map((run) => run[key]));
  const score = pick('score');
  const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    name: target.name,
    url: target.url,
    preset: target.preset,
    score,
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    speedIndexMs: pick('speedIndexMs'),
    transferBytes: pick('transferBytes'),
    longTasksMs: medianRun.longTasksMs,
    runs,
  };
}

function configFor(target: LighthouseTarget): Config {
  const base: Config = target.preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
  return {
    ...base,
    settings: {
      ...base.settings,
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      ...(target.userAgent ? { emulatedUserAgent: target.userAgent } : {}),
    },
  };
}

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, seen on a busy machine) is tried again, twice at most. */
async function measureOnce(port: number, target: LighthouseTarget, log: (line: string) => void): Promise<LighthouseRun> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(target.url, flags, configFor(target));
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      const figures = figuresOf(result.lhr);
      // LIGHTHOUSE_SAVE=<folder> keeps each run's full report (LCP element, bootup time, long tasks' scripts).
      const saveTo = process.env.LIGHTHOUSE_SAVE;
      if (saveTo) {
        mkdirSync(saveTo, { recursive: true });
        writeFileSync(path.join(saveTo, `${target.name.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`), JSON.stringify(result.lhr));
      }
      return figures;
    } catch (error) {
      if (attempt === 3) throw error;
      log(`  lighthouse ${target.name}: run failed (${error instanceof Error ? error.message : String(error)}), trying again`);
    }
  }
}

/**
 * Runs every target `runs` times in one Chromium, round-robin (target A, B, C, A, B, C, …), so a change in the
 * machine's load during the run touches every page alike. Lighthouse clears the cache and storage before each run.
 */
export async function runLighthouse(targets: LighthouseTarget[], runs: number, log: (line: string) => void = console.log): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const byTarget = targets.map(() => [] as LighthouseRun[]);
  try {
    for (let run = 0; run < runs; run++) {
      for (const [index, target] of targets.entries()) {
        const figures = await measureOnce(chrome.port, target, log);
        byTarget[index]!.push(figures);
        log(`  lighthouse ${run + 1}/${runs} ${target.name}: ${figures.score} (LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return targets.map((target, index) => summariseRuns(target, byTarget[index]!));
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Builds bench/stack-floor (React 19 hydrating through react-router's data router, with i18next) like the apps build
 * theirs, and serves it from a loopback port, for Lighthouse. `stop()` closes the server and removes the build.
 */
export async function serveStackFloor(): Promise<{ url: string; stop(): Promise<void> }> {
  const root = fileURLToPath(new URL('../stack-floor/', import.meta.url));
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bf-stack-floor-'));
  await build({ root, configFile: false, logLevel: 'silent', plugins: [reactRouterProductionBuild()], build: { target: 'es2022', outDir, emptyOutDir: true } });
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(outDir, pathname.endsWith('/') ? 'index.html' : pathname);
    if (!file.startsWith(outDir)) {
      response.writeHead(404).end();
      return;
    }
    const stream = createReadStream(file);
    stream.once('open', () => {
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      stream.pipe(response);
    });
    stream.once('error', () => response.writeHead(404).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the stack floor server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    stop: async () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const pad = (value: string, width: number) => value.padStart(width);

/** The table: one line per page, medians of the runs, and the longest tasks of the median run. */
export function formatLighthouse(summaries: LighthouseSummary[], runs: number): string {
  const head = `${'page'.padEnd(16)}${pad('score', 6)}${pad('FCP s', 7)}${pad('LCP s', 7)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('SI s', 6)}${pad('KiB', 7)}  long tasks ms (median run)`;
  const lines = [`\nLighthouse 12, simulated throttling, performance only, median of ${runs}`, head];
  for (const s of summaries) {
    lines.push(
      `${s.name.padEnd(16)}${pad(String(s.score), 6)}${pad((s.fcpMs / 1000).toFixed(2), 7)}${pad((s.lcpMs / 1000).toFixed(2), 7)}${pad(String(Math.round(s.tbtMs)), 8)}${pad(s.cls.toFixed(3), 7)}${pad((s.speedIndexMs / 1000).toFixed(2), 6)}${pad((s.transferBytes / 1024).toFixed(0), 7)}  ${s.longTasksMs.join(' ') || '-'}`,
    );
  }
  return lines.join('\n');
}
