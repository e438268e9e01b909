import { writeFileSync } from 'node:fs';
import type { Asset } from './assets.ts';
import type { BareTree } from './bare-render.ts';

export interface AppFigures {
  app: string;
  assets: Asset[];
  jsTargetKiB: number;
  siteRuns: number[];
  bareRuns: number[];
  markup: BareTree['check'];
}

export interface BenchSettings {
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  runs: number;
  ratioTarget: number;
}

const kib = (bytes: number) => bytes / 1024;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures of one app, as printed and as written to results.json. */
export function summarise(figures: AppFigures, settings: BenchSettings) {
  const js = figures.assets.filter((asset) => asset.kind === 'js');
  const css = figures.assets.filter((asset) => asset.kind === 'css');
  const jsKiB = kib(sum(js));
  const sitePerSecond = median(figures.siteRuns);
  const barePerSecond = median(figures.bareRuns);
  const ratio = sitePerSecond / barePerSecond;
  return {
    initialLoad: {
      jsGzipKiB: round(jsKiB, 2),
      cssGzipKiB: round(kib(sum(css)), 2),
      jsFiles: js.length,
      cssFiles: css.length,
      jsTargetKiB: figures.jsTargetKiB,
      jsPass: jsKiB <= figures.jsTargetKiB,
      /** Positive: KiB under the target; negative: KiB over it. */
      jsMarginKiB: round(figures.jsTargetKiB - jsKiB, 2),
      assets: figures.assets.map(({ url, kind, via, bytes, gzipBytes }) => ({ path: new URL(url).pathname, kind, via, bytes, gzipBytes })),
    },
    ssr: {
      sitePerSecond: round(sitePerSecond),
      barePerSecond: round(barePerSecond),
      ratio: round(ratio, 3),
      ratioTarget: settings.ratioTarget,
      ratioPass: ratio >= settings.ratioTarget,
      siteRuns: figures.siteRuns.map((value) => round(value)),
      bareRuns: figures.bareRuns.map((value) => round(value)),
      markup: figures.markup,
    },
  };
}

export type AppSummary = ReturnType<typeof summarise>;

function table(rows: string[][], rightAligned: boolean[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd())
    .join('\n');
}

export function printReport(summaries: Record<string, AppSummary>, settings: BenchSettings, header: string): void {
  const apps = Object.entries(summaries);
  const sizeRows = [['app', 'JS gzip KiB', 'CSS gzip KiB', 'files', 'JS target', 'result']];
  for (const [app, { initialLoad: load }] of apps) {
    const margin = Math.abs(load.jsMarginKiB).toFixed(1);
    sizeRows.push([
      app,
      load.jsGzipKiB.toFixed(1),
      load.cssGzipKiB.toFixed(1),
      `${load.jsFiles} JS + ${load.cssFiles} CSS`,
      `≤ ${load.jsTargetKiB} KiB`,
      load.jsPass ? `PASS, ${margin} KiB under` : `MISS, ${margin} KiB over`,
    ]);
  }
  const ssrRows = [['app', 'site req/s', 'bare renders/s', 'site/bare', 'target', 'result']];
  for (const [app, { ssr }] of apps) {
    const margin = Math.abs(ssr.ratio - ssr.ratioTarget).toFixed(2);
    ssrRows.push([
      app,
      ssr.sitePerSecond.toFixed(1),
      ssr.barePerSecond.toFixed(1),
      ssr.ratio.toFixed(3),
      `≥ ${ssr.ratioTarget}`,
      ssr.ratioPass ? `PASS, ${margin} above` : `MISS, ${margin} short`,
    ]);
  }
  const markupLines = apps.map(([app, { ssr }]) => {
    const m = ssr.markup;
    const same = m.identical ? 'identical to the site markup' : `differs from the site markup from char ${m.firstDifference}`;
    return `  ${app}: bare tree renders ${m.bareChars} chars, ${same} (${m.siteChars} chars)`;
  });
  console.log(
    [
      '',
      header,
      '',
      'Initial JS and CSS of /en (eager <script>, modulepreload, stylesheets and their static imports; gzip -9)',
      table(sizeRows, [false, true, true, true, false, false]),
      '',
      `Server render of /en: site over HTTP (${settings.concurrency} keep-alive clients) vs bare renderToString of the same markup, median of ${settings.runs} × ${settings.durationMs / 1000} s`,
      table(ssrRows, [false, true, true, true, false, false]),
      ...markupLines,
      '',
    ].join('\n'),
  );
}

export function writeResults(path: string, data: unknown): void {
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}
