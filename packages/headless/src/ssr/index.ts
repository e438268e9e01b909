export { renderRequest } from './render-request.tsx';
export type { RenderResult } from './render-request.tsx';
export { escapeHtml } from './html-document.ts';
export { createOnRenderHtml, pageOutcome, toRequest } from './render-page.ts';
export type { AbortStatus, PageOutcome, RenderPageContext, VikeServerApi } from './render-page.ts';
