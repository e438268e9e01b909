import { dangerouslySkipEscape } from 'vike/server';
import { redirect, render } from 'vike/abort';
import type { OnRenderHtmlAsync } from 'vike/types';
import { createOnRenderHtml } from '@bf/headless/ssr';
import { createRoutes } from '../src/app-routes.tsx';

// The data router renders the request; redirects and error statuses go back to Vike (one factory for both apps).
// The last argument is this app's asset base (+config.ts baseAssets), for the preloads of the page's screens.
export const onRenderHtml: OnRenderHtmlAsync = createOnRenderHtml(createRoutes, { redirect, render, dangerouslySkipEscape }, '/_d/');
