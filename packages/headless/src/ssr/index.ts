export { renderRequest } from './render-request.tsx';
export type { RenderResult } from './render-request.tsx';
export { escapeHtml } from './html-document.ts';
