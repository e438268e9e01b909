import { browserSessionStorage, type KeyValueStorage } from './browser-storage.ts';
import { isBrowser } from './environment.ts';
import { reloadPage } from './browser-session.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

export interface GlobalErrorOptions {
  /** The window (tests: any EventTarget). */
  target?: EventTarget;
  storage?: KeyValueStorage | null;
  now?: () => number;
  reload?: () => void;
  log?: (message: string, error: unknown) => void;
}

/**
 * The page's last line for errors nothing else caught (spec: S1 §8, S2 §8): a chunk that failed to load reloads
 * the page under the once-a-minute guard (ERR-007), including Vite's `vite:preloadError`; anything else
 * unexpected is logged and the page continues (ERR-010). Returns the function that removes the handlers.
 */
export function installGlobalErrorHandlers({
  target = isBrowser() ? window : undefined,
  storage = browserSessionStorage(),
  now = Date.now,
  reload = reloadPage,
  log = (message, error) => console.error(message, error),
}: GlobalErrorOptions = {}): () => void {
  if (!target) return () => {};
  const onChunkError = () => reloadAfterChunkError({ storage, now, reload });

  const onPreloadError = (event: Event) => {
    // Vite throws the error after this event unless it is prevented; the reload (or the log) handles it here.
    event.preventDefault();
    log('chunk load failed', (event as Event & { payload?: unknown }).payload);
    onChunkError();
  };
  const onError = (event: Event) => {
    const error = (event as ErrorEvent).error ?? (event as ErrorEvent).message;
    log('unexpected error', error);
    if (isChunkLoadError(error)) onChunkError();
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    log('unhandled rejection', reason);
    if (isChunkLoadError(reason)) onChunkError();
  };

  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
