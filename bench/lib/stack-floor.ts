import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { reactRouterProductionBuild } from '@bf/config/vite';

/**
 * The gzip size of bench/stack-floor: a page that only hydrates React 19 with react-router's data router and
 * i18next, built like the apps (production react-router, es2022, minified). No page of this stack can load less,
 * so it shows how much of a home page's JS is the stack and how much is ours.
 */
export async function measureStackFloor(): Promise<{ jsGzipKiB: number; jsBytes: number }> {
  const root = fileURLToPath(new URL('../stack-floor/', import.meta.url));
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [reactRouterProductionBuild()],
    build: { target: 'es2022', write: false, modulePreload: { polyfill: false } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  let gzipBytes = 0;
  let jsBytes = 0;
  for (const output of outputs) {
    for (const file of output.output) {
      if (file.type !== 'chunk') continue;
      jsBytes += Buffer.byteLength(file.code);
      gzipBytes += gzipSync(file.code, { level: 9 }).length;
    }
  }
  return { jsGzipKiB: Math.round((gzipBytes / 1024) * 10) / 10, jsBytes };
}
