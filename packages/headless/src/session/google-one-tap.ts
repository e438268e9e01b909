import type { GoogleOneTapApi, GoogleOneTapForm } from '@bf/api-client/social/google-one-tap';
import { GOOGLE_ONE_TAP_SCRIPT_ERROR } from '@bf/api-client/social/google-one-tap';

/** The part of Google Identity Services' `google.accounts.id` we use. */
export interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; auto_select?: boolean; cancel_on_tap_outside?: boolean; use_fedcm_for_prompt?: boolean }): void;
  prompt(): void;
  cancel?(): void;
}

export interface GoogleOneTapOptions {
  /** From the site config (`googleOneTap.scriptUrl`); One Tap runs only when the config switches it on. */
  scriptUrl: string;
  api: GoogleOneTapApi;
  /** Everything the sign-in form carries besides the credential (AUTH-014). */
  form: Omit<GoogleOneTapForm, 'credential'>;
  /** Loads the script once; resolves when it ran. */
  loadScript(src: string): Promise<void>;
  /** `google.accounts.id` once the script ran. */
  accountsId(): GoogleAccountsId | undefined;
  /** Where the sign-in answer sends the browser (AUTH-015): a new document, since the session changed. */
  navigate(url: string): void;
  /** Failures are logged only: One Tap is an extra, sign-in works without it (ERR-011). */
  onError(message: string, error?: unknown): void;
}

/**
 * Google One Tap for a visitor (spec: S2 §6, §7; GUARD-006, AUTH-014, AUTH-015, CALL-005, CALL-006): asks the
 * client id, loads the script from the config's URL, shows the prompt, and posts the credential Google hands
 * back to the One Tap sign-in call; its `redirectUrl` is where the browser goes. Answers a stop function.
 */
export function startGoogleOneTap({ scriptUrl, api, form, loadScript, accountsId, navigate, onError }: GoogleOneTapOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  void (async () => {
    let clientId: string;
    try {
      clientId = await api.getClientId(signal);
    } catch (error) {
      if (!signal.aborted) onError('Google One Tap is not available', error);
      return;
    }
    try {
      await loadScript(scriptUrl);
    } catch (error) {
      if (!signal.aborted) onError(GOOGLE_ONE_TAP_SCRIPT_ERROR, error);
      return;
    }
    const id = accountsId();
    if (signal.aborted) return;
    if (!id) return onError(GOOGLE_ONE_TAP_SCRIPT_ERROR);
    id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        if (!credential || signal.aborted) return;
        api.signIn({ credential, ...form }, signal).then(
          (url) => navigate(url),
          (error: unknown) => {
            if (!signal.aborted) onError('Google One Tap sign-in failed', error);
          },
        );
      },
    });
    id.prompt();
  })();
  return () => {
    controller.abort();
    accountsId()?.cancel?.();
  };
}
