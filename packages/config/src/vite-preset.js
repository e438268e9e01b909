// Plain JavaScript: Vite loads its config with Node's own loader, which does not read TypeScript from a workspace package.
import { createReadStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The back-end paths that `npm run dev:*` proxies to the reference API running beside Vite. */
export const API_PATHS = ['/bff-api', '/web-api', '/limit-service-api', '/social-api', '/redirects-api', '/blocks-api', '/third-party', '/captcha-api'];

/**
 * react-router publishes its production build only under `dist/production` and names no export condition for it
 * (its own Vite plugin swaps the files). Without this swap a build ships the development build: larger, with dev-only
 * checks on every render, and warnings in the server log.
 */
/** @returns {import('vite').Plugin} */
export function reactRouterProductionBuild() {
  const development = `${path.sep}react-router${path.sep}dist${path.sep}development${path.sep}`;
  return {
    name: 'bf:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes(development)) return resolved;
      return { ...resolved, id: resolved.id.replace(development, `${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`) };
    },
  };
}

/**
 * SWR imports `use-sync-external-store/shim`, which carries its own implementation for React before 18 beside a
 * check for React's hook; React 19 has the hook, so the shim resolves to it (about 0.3 KiB gzip less in the first load).
 */
/** @returns {import('vite').Plugin} */
export function reactExternalStoreHook() {
  const id = '\0bf:use-sync-external-store-shim';
  return {
    name: 'bf:use-sync-external-store-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * flag-icons' SVG flags of one set (`1x1` round badges on the phone, `4x3` on the desktop) as plain files at
 * `<base>flags/<set>/<code>.svg`, so a kit builds a flag's URL from its code. (A glob of hashed asset URLs cost
 * about 4.8 KiB of gzip in every page's first-load JS: one hashed name per country.) Copied into the client build;
 * served from the package by the dev server.
 * @param {'1x1' | '4x3'} set
 * @returns {import('vite').Plugin}
 */
export function flagIcons(set) {
  let flagsDir = '';
  return {
    name: 'bf:flag-icons',
    configResolved(config) {
      flagsDir = path.join(path.dirname(createRequire(path.join(config.root, 'package.json')).resolve('flag-icons/package.json')), 'flags', set);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/flags\/([^/]+)\/([a-z0-9-]+\.svg)$/.exec((req.url ?? '').split('?')[0] ?? '');
        const file = match && match[1] === set ? path.join(flagsDir, match[2] ?? '') : '';
        if (!file || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const name of readdirSync(flagsDir).filter((file) => file.endsWith('.svg'))) {
        this.emitFile({ type: 'asset', fileName: `flags/${set}/${name}`, source: readFileSync(path.join(flagsDir, name)) });
      }
    },
  };
}

/** The file the client build writes beside its output folder (`dist/client-chunks.json`, never served). */
export const CLIENT_CHUNKS_FILE = 'client-chunks.json';

/**
 * Writes the client build's chunks by source module (`src/screens/x.tsx` → its file and the chunks it imports), for
 * the server to preload the screens a page runs before hydrating (headless ssr/screen-preloads.ts). Vite's own
 * manifest is consumed and removed by Vike, so this one is written outside the served folder.
 * @returns {import('vite').Plugin}
 */
export function clientChunksFile() {
  return {
    name: 'bf:client-chunks-file',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const root = this.environment.config.root;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const keyOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.facadeModuleId && !chunk.facadeModuleId.includes('\0') ? path.relative(root, chunk.facadeModuleId).split(path.sep).join('/') : `_${chunk.fileName}`]));
      const manifest = {};
      for (const chunk of chunks) {
        manifest[keyOf.get(chunk.fileName)] = { file: chunk.fileName, isEntry: chunk.isEntry, isDynamicEntry: chunk.isDynamicEntry, imports: chunk.imports.map((file) => keyOf.get(file) ?? `_${file}`) };
      }
      writeFileSync(path.join(options.dir, '..', CLIENT_CHUNKS_FILE), JSON.stringify(manifest));
    },
  };
}

/** What both apps' Vite configs share; each app adds its own plugins (React, Tailwind, Vike) on top. */
/**
 * @param {'build' | 'serve'} [command] Vite's command: the dev server leaves react-router to Node (its CommonJS entry
 *   cannot run inlined in Vite's SSR module runner), a build bundles it so the production swap reaches the server.
 * @returns {import('vite').UserConfig}
 */
export function appViteConfig(command = 'build') {
  const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';
  return {
    plugins: [reactRouterProductionBuild(), reactExternalStoreHook(), clientChunksFile()],
    server: {
      port: Number(process.env.PORT ?? 3000),
      strictPort: true,
      proxy: Object.fromEntries(API_PATHS.map((apiPath) => [apiPath, { target: apiOrigin, changeOrigin: true }])),
    },
    // The server bundle carries react-router too, so the swap above reaches the server render as well.
    ssr: command === 'build' ? { noExternal: ['react-router', 'react-router-dom'] } : {},
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Every module a page's entries import statically, in one chunk: left to itself the bundler cut the
              // first load into about 40 files (each group of modules shared by another set of lazy screens), and a
              // phone paid a request and a preload-scan step for each. Lazy screens still load on their own.
              // Vike's client runtime is left out: the pages run only their +client entry (clientHooks: false), so
              // the runtime's entry and its virtual page-config modules, still built, must not ride in the chunk
              // every page loads.
              codeSplitting: {
                groups: [
                  { name: 'first-load', priority: 2, tags: ['$initial'], test: (id) => !/[\\/]node_modules[\\/](vike|@brillout)[\\/]|virtual:vike:/.test(id) },
                  { name: 'sports', priority: 1, test: (id) => /[\\/]packages[\\/][\w-]+[\\/]src[\\/](?:[\w-]+[\\/])*(?:sports|odds)[\\/]|[\\/]sports-parts\.tsx$/.test(id) },
                ],
              },
            },
          },
        },
      },
    },
    build: {
      target: 'es2022',
      cssMinify: true,
      // BUILD_SOURCEMAP=1 writes source maps, for finding what a chunk is made of.
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      // BUILD_NOMINIFY=1 keeps names, for reading a profile or React's fibers by component name.
      minify: process.env.BUILD_NOMINIFY !== '1',
      // A lazy chunk's imports load through the module loader, not through <link rel="modulepreload"> tags Vite's
      // helper adds to <head>: after hydration the overlays' and slip's imports added 30 such tags in one task, and
      // each burst restyled the whole page (docs/decisions.md, "No preload tags for lazy chunks").
      modulePreload: false,
    },
  };
}
