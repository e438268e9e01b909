import { GOOGLE_ONE_TAP_SCRIPT_ERROR } from '@bf/api-client/social/google-one-tap';
import type { GoogleAccountsId } from '../session/google-one-tap.ts';

// Third-party scripts in the browser: the one place in headless that adds script elements.
const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src async>` once per URL (browser only), with the page's CSP nonce (read from the scripts the server rendered);
 * rejects with `errorMessage` (by default Google's, as the spec words it) when it does not load.
 */
export function loadBrowserScript(src: string, errorMessage = GOOGLE_ONE_TAP_SCRIPT_ERROR): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(errorMessage));
      }, { once: true });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** `window.google.accounts.id`, once Google's script defined it. */
export function browserGoogleAccountsId(): GoogleAccountsId | undefined {
  return (globalThis as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;
}
