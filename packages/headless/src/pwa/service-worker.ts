/**
 * The source of `/pwa-sw.js` and the offline page it falls back to (spec: S2 §2, §7; PWA-001). Minimal on purpose:
 * static build files and icons are cached as they are fetched, navigations fall back to the offline page, and API
 * responses (money, bets, personal data) are never cached. Pure strings: the server answers with them.
 */
import { escapeHtml } from '../ssr/html-document.ts';
import { cacheDecision, OFFLINE_URL } from './pwa-rules.ts';

/** Bumped when the worker's caching changes: an older cache is deleted on activation. */
export const SERVICE_WORKER_CACHE = 'bf-pwa-v1';

/** The worker's script. The language of the offline page comes from the worker's own URL (`/pwa-sw.js?lng=en`). */
export function serviceWorkerSource(): string {
  return `'use strict';
const CACHE = ${JSON.stringify(SERVICE_WORKER_CACHE)};
const LNG = (new URL(self.location.href).searchParams.get('lng') || 'en').replace(/[^a-z]/g, '').slice(0, 2) || 'en';
const OFFLINE = new URL(${JSON.stringify(OFFLINE_URL)} + '?lng=' + LNG, self.location.origin).href;
const cacheDecision = ${cacheDecision.toString()};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([new Request(OFFLINE, { cache: 'reload' }), new Request(new URL('/favicon.svg', self.location.origin).href, { cache: 'reload' })])).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const decision = cacheDecision(request.url, self.location.origin, request.mode);
  if (decision === 'navigation') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE).then((page) => page || Response.error())));
  } else if (decision === 'static') {
    event.respondWith(
      caches.match(request).then((hit) => hit || fetch(request).then((response) => {
        if (response.ok) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)); }
        return response;
      })),
    );
  }
});
`;
}

/** The offline page's texts, in the page's language (common `pwa.offline*`). */
export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

/** A self-contained page (no script, its style inline under its own CSP): what a navigation without network shows. */
export function offlinePageHtml(lng: string, texts: OfflineTexts, themeColor: string): string {
  const t = { title: escapeHtml(texts.title), text: escapeHtml(texts.text), retry: escapeHtml(texts.retry) };
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lng)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${escapeHtml(themeColor)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${t.title}</title>
    <style>${OFFLINE_STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${t.title}</h1>
      <p>${t.text}</p>
      <a href="/${escapeHtml(lng)}">${t.retry}</a>
    </main>
  </body>
</html>`;
}

/** The offline page's style, also hashed into its CSP (see {@link OFFLINE_CSP}). */
export const OFFLINE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#fff;color:#0f1b33}main{max-width:32rem;margin:20vh auto;padding:0 1.5rem}h1{font-size:1.5rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0b4ed6;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #0f1b33;outline-offset:2px}@media (prefers-color-scheme:dark){body{background:#0f1b33;color:#f1f5f9}a:focus-visible{outline-color:#f1f5f9}}';
