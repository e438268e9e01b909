import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { ShellData } from '../router/shell-data.ts';

export type RenderResult =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'html'; status: number; appHtml: string; shell: ShellData | undefined; routeId: string | undefined };

/**
 * Runs the data router for one request and renders it: a loader's redirect becomes an HTTP redirect,
 * a 404 keeps its status. The hydration data (loader results, never cookies or tokens) is embedded with
 * the CSP nonce.
 */
// Flattening and ranking the route table is the costliest part of a handler: do it once per route set.
const handlers = new WeakMap<RouteObject[], ReturnType<typeof createStaticHandler>>();

export async function renderRequest(routes: RouteObject[], request: Request, nonce: string | undefined): Promise<RenderResult> {
  let handler = handlers.get(routes);
  if (!handler) {
    handler = createStaticHandler(routes);
    handlers.set(routes, handler);
  }
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} nonce={nonce} />
    </StrictMode>,
  );
  const shell = context.loaderData.lng as ShellData | undefined;
  const leaf = context.matches[context.matches.length - 1];
  return { kind: 'html', status: context.statusCode, appHtml, shell, routeId: leaf?.route.id };
}
