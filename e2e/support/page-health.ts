import type { ConsoleMessage, Page } from '@playwright/test';

/** Console errors and warnings, and uncaught errors, of one page; `take()` empties the list. */
export interface ConsoleWatch {
  take(): string[];
}

/**
 * Collects every `console.error` / `console.warn` (React reports hydration mismatches there) and every
 * uncaught page error. `ignore` drops messages a test expects, e.g. the browser's note that a document
 * answered 404.
 */
export function watchConsole(page: Page, ignore: (text: string) => boolean = () => false): ConsoleWatch {
  let issues: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // Playwright's own note when a page registers its worker under `serviceWorkers: 'block'` (playwright.config.ts).
    if (text.startsWith('Service Worker registration blocked by Playwright')) return;
    if (!ignore(text)) issues.push(`console.${message.type()}: ${text} (${message.location().url})`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => issues.push(`pageerror: ${error.message}`));
  return {
    take() {
      const taken = issues;
      issues = [];
      return taken;
    },
  };
}

/** The browser's own console line for a document or asset that answered with an error status. */
export const isStatusNote = (text: string) => /^Failed to load resource: the server responded with a status of (404|500)\b/.test(text);

/**
 * Waits until React has hydrated the server-rendered page: `hydrateRoot` marks `#root`, and React tags every
 * DOM node it has claimed with its fiber, so once the last rendered element carries one the whole tree has
 * been walked. A short pause after that lets the commit run, which is where React reports recoverable
 * (hydration) errors and where effects such as `<html lang>` updates happen.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return false;
      const elements = Array.from(root.querySelectorAll('*')).filter((el) => el.tagName !== 'SCRIPT');
      const last = elements[elements.length - 1];
      return Boolean(last && Object.keys(last).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { polling: 25, timeout: 15_000 },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}
