import { dangerouslySkipEscape } from 'vike/server';
import { redirect, render } from 'vike/abort';
import type { OnRenderHtmlAsync } from 'vike/types';
import { createOnRenderHtml } from '@bf/headless/ssr';
import { createRoutes } from '../src/app-routes.tsx';

// The data router renders the request; redirects and error statuses go back to Vike (one factory for both apps).
export const onRenderHtml: OnRenderHtmlAsync = createOnRenderHtml(createRoutes, { redirect, render, dangerouslySkipEscape });
