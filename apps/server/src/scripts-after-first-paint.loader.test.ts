// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

// The loader the page carries, run in a browser-like document: when does it add the entry script?
const page = `<html><head></head><body><p>Top live</p>
<link rel="modulepreload" href="/_m/assets/chunks/first.js" as="script" type="text/javascript">
<script src="/_m/assets/entries/pages_client.js" type="module" async></script>
</body></html>`;

let paint: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
let visibility: DocumentVisibilityState = 'visible';

function runLoader() {
  const html = startScriptsAfterFirstPaint(page);
  const json = /<script type="application\/json" id="bf-deferred-scripts">([^<]*)<\/script>/.exec(html)![1]!;
  const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  document.body.innerHTML = `<script type="application/json" id="bf-deferred-scripts">${json}</script>`;
  new Function(loader)();
}
const entryAdded = () => document.querySelector('script[type="module"]')?.getAttribute('src') ?? null;
const firstPaint = () => paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined });

beforeEach(() => {
  vi.useFakeTimers();
  paint = undefined;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.stubGlobal('PerformanceObserver', class {
    constructor(callback: typeof paint) {
      paint = callback;
    }
    observe() {}
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the loader of the scripts after the first paint', () => {
  it('waits past the load event for the first contentful paint, then adds the preloads and the entry', () => {
    runLoader();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(500);
    expect(entryAdded()).toBeNull();
    firstPaint();
    vi.advanceTimersByTime(0);
    expect(entryAdded()).toBe('/_m/assets/entries/pages_client.js');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/_m/assets/chunks/first.js');
    // Once only, whatever comes later.
    vi.advanceTimersByTime(5000);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts at load in a hidden tab, where nothing paints', () => {
    visibility = 'hidden';
    runLoader();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(entryAdded()).toBe('/_m/assets/entries/pages_client.js');
  });

  it('starts 1500 ms after load when no paint is ever reported', () => {
    runLoader();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1499);
    expect(entryAdded()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(entryAdded()).toBe('/_m/assets/entries/pages_client.js');
  });
});
