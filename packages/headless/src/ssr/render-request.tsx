import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { ShellData } from '../router/shell-data.ts';
import type { RouteHandle } from '../router/route-handle.ts';
import type { RouteDefinition } from '../routes/route-types.ts';
import { loadAllPreloadable } from '../env/preloadable.tsx';
import { FeedSeedProvider } from './feed-seed.tsx';
import { loadFeeds, type FeedLoader, type PageFeedMemo } from './feed-loader.ts';

export type RenderResult =
  | { kind: 'redirect'; location: string; status: number }
  | {
      kind: 'html';
      status: number;
      appHtml: string;
      shell: ShellData | undefined;
      routeId: string | undefined;
      /** The definitions of the routes rendered (the browser builds its first view's routes from them). */
      routeDefinitions?: RouteDefinition[];
      feeds?: Record<string, unknown>;
    };

export interface FeedSeeding {
  load: FeedLoader;
  /** How long the server waits for the feeds before it renders without them. */
  timeoutMs: number;
  /** The keys each page asked for before: asked for first, so a page seen before renders once. */
  pages?: PageFeedMemo;
}

/**
 * Runs the data router for one request and renders it: a loader's redirect becomes an HTTP redirect,
 * a 404 keeps its status. The hydration data (loader results, never cookies or tokens) is embedded with
 * the CSP nonce.
 *
 * With `feeds`, a page whose hooks asked for feed data renders twice the first time: the first pass notes the feeds
 * it asked for, the server asks the API for them (all at once, within the timeout), and the second pass renders the
 * lists with their odds. The keys are remembered per page (path and query), so the next render of the page asks
 * for them first and renders once. The answers go back as `feeds`, for the page to carry to the browser. A page
 * that asks for no feed renders once.
 */
// Flattening and ranking the route table is the costliest part of a handler: do it once per route set.
const handlers = new WeakMap<RouteObject[], ReturnType<typeof createStaticHandler>>();

export async function renderRequest(routes: RouteObject[], request: Request, nonce: string | undefined, feeds?: FeedSeeding): Promise<RenderResult> {
  let handler = handlers.get(routes);
  if (!handler) {
    handler = createStaticHandler(routes);
    handlers.set(routes, handler);
  }
  // The query loads the lazy routes; the preloadable overlays' code is loaded too, so they render into the HTML.
  const [context] = await Promise.all([handler.query(request), loadAllPreloadable()]);
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const wanted = new Map<string, readonly unknown[]>();
  const collect = feeds ? (key: readonly unknown[]) => void wanted.set(JSON.stringify(key), key) : undefined;
  const render = (seeded: Record<string, unknown>, onWant?: (key: readonly unknown[]) => void) =>
    renderToString(
      <StrictMode>
        <FeedSeedProvider seed={{ answers: seeded, readAt: 0 }} collect={onWant}>
          <StaticRouterProvider router={router} context={context} nonce={nonce} />
        </FeedSeedProvider>
      </StrictMode>,
    );
  const isSeeded = feeds !== undefined && context.statusCode === 200;
  const url = new URL(request.url);
  const page = `${url.pathname}${url.search}`;
  const expected = isSeeded ? (feeds.pages?.keysOf(page) ?? []) : [];
  let answers: Record<string, unknown> = expected.length > 0 ? await loadFeeds(expected, feeds!.load, feeds!.timeoutMs) : {};
  let appHtml = render(answers, isSeeded ? collect : undefined);
  if (isSeeded) {
    // Keys already tried for this render (a slow or failed call) are not waited for twice.
    const tried = new Set(expected.map((key) => JSON.stringify(key)));
    const more = [...wanted].filter(([id]) => !tried.has(id)).map(([, key]) => key);
    if (more.length > 0) {
      const moreAnswers = await loadFeeds(more, feeds.load, feeds.timeoutMs);
      if (Object.keys(moreAnswers).length > 0) {
        answers = { ...answers, ...moreAnswers };
        appHtml = render(answers);
      }
    }
    const asked = new Map([...expected.map((key) => [JSON.stringify(key), key] as const), ...wanted]);
    feeds.pages?.remember(page, [...asked.values()]);
  }
  const shell = context.loaderData.lng as ShellData | undefined;
  const leaf = context.matches[context.matches.length - 1];
  const routeDefinitions = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.route ?? []);
  return { kind: 'html', status: context.statusCode, appHtml, shell, routeId: leaf?.route.id, routeDefinitions, ...(Object.keys(answers).length > 0 ? { feeds: answers } : {}) };
}
