/** One entry of the site config's `partnerCssBrandBook` (spec: S2 §3). */
export interface BrandBookEntry {
  css_prop: string;
  css_value: string;
}

// Only custom properties, and values made of the characters colours, lengths and var() need: nothing that could
// close the rule, open another or load anything (no ; { } < > quotes, backslashes or url()).
const PROP = /^--[a-zA-Z0-9_-]{1,64}$/;
const VALUE = /^[a-zA-Z0-9#%.,()\s+-]{1,200}$/;

/** `24px` → `1.5em`, every px length in a value (spec: S2 §5, CSS variable px values are divided by 16). */
export function pxToEm(value: string): string {
  return value.replace(/(-?\d*\.?\d+)px\b/g, (_match, number: string) => `${Number((Number(number) / 16).toFixed(4))}em`);
}

/**
 * The operator's brand book as one `:root` rule, px values in em; entries that are not a plain custom property
 * with a safe value are left out. Empty when nothing is left.
 * @example brandBookCss([{ css_prop: '--brand-radius', css_value: '8px' }]) // ':root{--brand-radius:0.5em}'
 */
export function brandBookCss(entries: readonly BrandBookEntry[]): string {
  const declarations = entries
    .filter((entry) => PROP.test(entry.css_prop) && VALUE.test(entry.css_value) && !/url\s*\(/i.test(entry.css_value))
    .map((entry) => `${entry.css_prop}:${pxToEm(entry.css_value.trim())}`);
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}
