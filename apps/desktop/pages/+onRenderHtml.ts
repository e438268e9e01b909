import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { redirect, render } from 'vike/abort';
import type { OnRenderHtmlAsync, PageContextServer } from 'vike/types';
import { renderRequest } from '@bf/headless/ssr';
import { getServerRoutes } from '../src/server-routes.ts';

type AbortStatus = 401 | 403 | 404 | 410 | 429 | 500 | 503;
const ABORT_STATUSES = new Set([401, 403, 404, 410, 429, 500, 503]);

function toRequest(pageContext: PageContextServer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(pageContext.headersOriginal ?? {})) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(pageContext.urlOriginal, 'http://localhost'), { headers });
}

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const result = await renderRequest(getServerRoutes(), toRequest(pageContext), pageContext.cspNonce ?? undefined);
  if (result.kind === 'redirect') throw redirect(result.location as `/${string}`, result.status === 301 ? 301 : 302);
  // A 404 or 500 from the router becomes the HTTP status: Vike renders again as its error page, which lands here.
  if (result.status !== 200 && pageContext.abortStatusCode === undefined && !pageContext.is404 && ABORT_STATUSES.has(result.status)) {
    throw render(result.status as AbortStatus);
  }
  const shell = result.shell;
  const lng = shell?.lng ?? 'en';
  const titles = (shell?.messages.routes ?? {}) as Record<string, string>;
  const title = titles[result.routeId ?? 'not-found'] ?? titles['not-found'] ?? '';
  const fullTitle = shell?.companyName ? `${title} · ${shell.companyName}` : title;
  const theme = shell?.theme ?? 'light';
  // The operator's brand variables (already reduced to safe custom properties), allowed by the page's nonce.
  const brandStyle = shell?.brandCss ? escapeInject`<style nonce="${pageContext.cspNonce ?? ''}">${dangerouslySkipEscape(shell.brandCss)}</style>` : '';
  return escapeInject`<!DOCTYPE html>
<html lang="${lng}" data-theme="${theme}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f1b33" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${fullTitle}</title>
    ${brandStyle}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(result.appHtml)}</div>
  </body>
</html>`;
};
