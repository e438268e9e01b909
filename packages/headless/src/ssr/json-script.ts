/**
 * A JSON block in the page, for the browser to read before it hydrates (never run): `<` and the JavaScript line
 * separators escaped, so no value can close the element; the nonce kept to its own characters.
 */
export function jsonScript(id: string, value: unknown, nonce: string | undefined, replacer?: (key: string, value: unknown) => unknown): string {
  const json = JSON.stringify(value, replacer).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const nonceAttr = nonce ? ` nonce="${nonce.replace(/[^\w+/=-]/g, '')}"` : '';
  return `<script type="application/json" id="${id}"${nonceAttr}>${json}</script>`;
}

/** The value of the page's JSON block `id`; undefined when the page has none or it is not JSON. */
export function readJsonScript(doc: Pick<Document, 'getElementById'>, id: string, reviver?: (key: string, value: unknown) => unknown): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text, reviver) as unknown;
  } catch {
    return undefined;
  }
}
