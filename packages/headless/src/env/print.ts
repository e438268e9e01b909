import { isBrowser } from './environment.ts';

/** Opens the browser's print dialog; nothing on the server or where the browser has none. */
export function openPrintDialog(): void {
  if (isBrowser() && typeof window.print === 'function') window.print();
}
