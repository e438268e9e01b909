/**
 * The page a request gets when the server itself fails before or around the app's render (spec: S2 §8 "Unknown
 * middleware: 500"; ERR-008): a real page in the visitor's language with a way on, never a blank or plain-text one.
 * Self-contained (its style inline under its own CSP hash, no script), so it shows even when the apps cannot render.
 */
import { escapeHtml } from './html-document.ts';

/** Its texts: common `serverError.title`, `.text`, `.reload` and `notFound.home`. */
export interface ServerErrorTexts {
  title: string;
  text: string;
  reload: string;
  home: string;
}

export const ERROR_PAGE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#111827}main{max-width:36rem;margin:18vh auto;padding:2rem;background:#fff;border-radius:.75rem}h1{font-size:1.5rem;margin:0 0 .5rem}nav{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none;color:#0a55e6;border:1px solid #d8dee8}a.primary{background:#0b4ed6;color:#fff;border-color:#0b4ed6}a:focus-visible{outline:3px solid #111827;outline-offset:2px}@media (prefers-color-scheme:dark){body{background:#0b1220;color:#e6ebf5}main{background:#131c2e}a{color:#7aa5ff;border-color:#26344f}a.primary{background:#2f6bef;color:#fff}a:focus-visible{outline-color:#e6ebf5}}';

/** The 500 page: the path asked for is offered again (same site only) beside the home page. */
export function serverErrorPageHtml(lng: string, texts: ServerErrorTexts, path = `/${lng}`): string {
  const retry = /^\/(?![/\\])[^\s"<>]*$/.test(path) ? path : `/${lng}`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lng)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(texts.title)}</title>
    <style>${ERROR_PAGE_STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(texts.title)}</h1>
      <p>${escapeHtml(texts.text)}</p>
      <nav>
        <a class="primary" href="${escapeHtml(retry)}">${escapeHtml(texts.reload)}</a>
        <a href="/${escapeHtml(lng)}">${escapeHtml(texts.home)}</a>
      </nav>
    </main>
  </body>
</html>`;
}
