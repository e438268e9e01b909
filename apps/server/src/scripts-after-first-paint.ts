/**
 * The page's scripts start after its first paint. The server's HTML shows the whole first view without them (the
 * lists come with their odds), but the browser fetched them with the HTML and ran the entry as soon as it came (an
 * async module), so on a fast link the first paint waited for the first-load chunk to evaluate and hydration to
 * begin (first contentful paint 985 ms instead of 342 ms, measured unthrottled on the phone's home). The
 * `<link rel="modulepreload">` tags and the entry `<script type="module">` are taken out of the markup and listed in
 * a JSON block; a small inline script starts them once the browser reports its first contentful paint (or on load
 * in a tab opened in the background, where nothing paints; or 1.5 s after load where paint timing is missing). The
 * cost: the scripts start one frame after the first paint instead of with the HTML (docs/decisions.md, "Scripts
 * after the first paint", "Scripts after the first paint, not after load").
 */

/** The id of the JSON block that lists the deferred scripts: `{ "preload": [url…], "entry": url }`. */
export const DEFERRED_SCRIPTS_ID = 'bf-deferred-scripts';

/**
 * How long a visible page waits after its load event for the first contentful paint before it starts the scripts
 * anyway (a browser without paint timing). The load event often comes first: the HTML and its stylesheets are in
 * before the browser paints, and starting there put the scripts' downloads before the first paint again.
 */
export const PAINT_WAIT_AFTER_LOAD_MS = 1500;

// Plain ES5 so every browser that runs the page parses it; it adds the same tags the HTML had, in the same order.
// Started by the first contentful paint; a hidden tab (nothing paints) starts at load.
const LOADER = `(function(){var n=document.currentScript&&document.currentScript.nonce,b=document.getElementById('${DEFERRED_SCRIPTS_ID}'),d=JSON.parse(b.textContent),s=0;function go(){if(s)return;s=1;for(var i=0;i<d.preload.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=d.preload[i];document.head.appendChild(l)}var e=document.createElement('script');e.type='module';e.src=d.entry;if(n)e.nonce=n;document.body.appendChild(e)}function later(){setTimeout(go,0)}try{new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})}catch(x){addEventListener('load',later)}addEventListener('load',function(){setTimeout(go,document.visibilityState==='hidden'?0:${PAINT_WAIT_AFTER_LOAD_MS})})})();`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/;
const NONCE = /\bnonce="([^"]*)"/;
const HREF = /\bhref="([^"]*)"/;

/** JSON inside a `<script>` element: `<` escaped so no URL can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with its module preloads and entry script started after the first paint. A page without exactly one
 * module entry script (a redirect body, an error text) or without `</body>` is returned as it was.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes('</body>') || ENTRY_SCRIPT.exec(html.slice(entry.index + entry[0].length))) return html;
  const nonce = NONCE.exec(entry[0])?.[1];
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => HREF.exec(match[0])?.[1]).filter((href): href is string => Boolean(href));
  const without = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  const tags = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}"${nonceAttribute}>${scriptJson({ preload, entry: entry[1] })}</script><script${nonceAttribute}>${LOADER}</script>`;
  const end = without.lastIndexOf('</body>');
  return `${without.slice(0, end)}${tags}${without.slice(end)}`;
}
