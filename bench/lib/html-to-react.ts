import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A tiny HTML parser and HTML → React converter for the well-formed markup React's server renderer emits. It
 * rebuilds the page's element tree so that `renderToString` does the same work the site does for that markup
 * (elements, attributes, escaping), without the site's data loading, routing and hooks.
 */

export interface HtmlElement {
  tag: string;
  attrs: [name: string, value: string][];
  children: HtmlNode[];
  /** Text of <script>/<style>, kept verbatim (React renders it with dangerouslySetInnerHTML). */
  rawText?: string;
}
export type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT_TAGS = new Set(['script', 'style']);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Attributes of one start tag's inner text (`div class="a" hidden`), values decoded. */
export function parseAttributes(source: string): [string, string][] {
  const attrs: [string, string][] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) attrs.push([name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')]);
  }
  return attrs;
}

/** End of the start tag that begins at `from` (the `<`), skipping `>` inside quoted values. */
function endOfTag(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  throw new Error(`unterminated tag at ${from}`);
}

/**
 * Parses an HTML fragment into nodes. Comments are dropped: React's `<!-- -->` only separates adjacent text
 * nodes, and keeping those texts as separate children makes React emit the separator again.
 */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#fragment', attrs: [], children: [] };
  const stack: HtmlElement[] = [root];
  let i = 0;
  while (i < html.length) {
    const parent = stack[stack.length - 1]!;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end < 0) throw new Error(`unterminated comment at ${i}`);
      i = end + 3;
    } else if (html.startsWith('</', i)) {
      const end = endOfTag(html, i);
      const tag = html.slice(i + 2, end).trim().toLowerCase();
      const open = stack.findLastIndex((element) => element.tag === tag);
      if (open < 1) throw new Error(`unexpected </${tag}> at ${i}`);
      stack.length = open;
      i = end + 1;
    } else if (html[i] === '<' && /[a-zA-Z]/.test(html[i + 1] ?? '')) {
      const end = endOfTag(html, i);
      let inner = html.slice(i + 1, end);
      const selfClosing = inner.endsWith('/');
      if (selfClosing) inner = inner.slice(0, -1);
      const nameEnd = inner.search(/[\s]|$/);
      const tag = inner.slice(0, nameEnd).toLowerCase();
      const element: HtmlElement = { tag, attrs: parseAttributes(inner.slice(nameEnd)), children: [] };
      parent.children.push(element);
      i = end + 1;
      if (RAW_TEXT_TAGS.has(tag)) {
        const close = html.toLowerCase().indexOf(`</${tag}`, i);
        if (close < 0) throw new Error(`unterminated <${tag}> at ${i}`);
        element.rawText = html.slice(i, close);
        i = endOfTag(html, close) + 1;
      } else if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
    } else {
      const next = html.indexOf('<', i + 1);
      const end = next < 0 ? html.length : next;
      parent.children.push(decodeEntities(html.slice(i, end)));
      i = end;
    }
  }
  return root.children;
}

/** The markup inside the page's `<div id="root">`: what the app's renderToString produced. */
export function extractRootHtml(page: string): string {
  const open = page.match(/<div id="root"[^>]*>/);
  if (!open || open.index === undefined) throw new Error('the page has no <div id="root">');
  const start = open.index + open[0].length;
  // Walk the div nesting from the root's start tag; the root's own </div> ends the app markup.
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = start;
  let depth = 1;
  for (let match = tags.exec(page); match; match = tags.exec(page)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return page.slice(start, match.index);
  }
  throw new Error('the page has no closing tag for <div id="root">');
}

// HTML attribute names whose React prop has another spelling. SVG attributes come out of React already in their
// final spelling (stroke-width, viewBox) and pass through as they are.
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
  datetime: 'dateTime',
  enctype: 'encType',
  formaction: 'formAction',
  formnovalidate: 'formNoValidate',
  novalidate: 'noValidate',
  nomodule: 'noModule',
  playsinline: 'playsInline',
  allowfullscreen: 'allowFullScreen',
  itemscope: 'itemScope',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
};
// React writes these as `name=""` when true and leaves them out when false, so "" must become `true`.
const BOOLEAN_PROPS = new Set([
  'allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'checked', 'controls', 'default', 'defer', 'disabled', 'formNoValidate',
  'hidden', 'inert', 'itemScope', 'loop', 'multiple', 'muted', 'noModule', 'noValidate', 'open', 'playsInline', 'readOnly',
  'required', 'reversed', 'selected',
]);

/** `color:red;--bf-x:1;-webkit-line-clamp:2` → a React style object; React serialises it back the same way. */
function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const key = property.startsWith('--')
      ? property
      : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    result[key] = value;
  }
  return result;
}

function toProps(element: HtmlElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of element.attrs) {
    const prop = PROP_NAMES[name] ?? name;
    if (prop === 'style') props.style = styleObject(value);
    else if (BOOLEAN_PROPS.has(prop)) props[prop] = true;
    // Form fields: React renders defaultValue as the attribute (input) or the text (textarea).
    else if (prop === 'value' && element.tag === 'input') props.defaultValue = value;
    else props[prop] = value;
  }
  if (element.rawText !== undefined) props.dangerouslySetInnerHTML = { __html: element.rawText };
  if (element.tag === 'textarea') props.defaultValue = element.children.filter((c) => typeof c === 'string').join('');
  return props;
}

export function toReactNode(node: HtmlNode): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.tag === 'textarea' || node.rawText !== undefined ? [] : node.children.map(toReactNode);
  // Children are passed as arguments, not as an array, so React needs no keys for them.
  return createElement(node.tag, toProps(node), ...children);
}

/** The React tree equivalent to an HTML fragment. */
export function htmlToReact(html: string): ReactElement {
  return createElement(Fragment, null, ...parseHtml(html).map(toReactNode));
}
