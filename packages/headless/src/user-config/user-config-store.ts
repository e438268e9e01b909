// The user config load as a Valtio store (spec: S2 §4 "User config load", §8; UCFG-013 to UCFG-016). No React.
import { proxy, ref } from 'valtio';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { ApiError } from '@bf/api-client/errors';
import { applyPhoneBinding, withBlocked } from './user-config-rules.ts';

export interface UserConfigState {
  config: UserConfig | undefined;
  /** A config is stored and current (UCFG-014). */
  isInstalled: boolean;
  /** The last load finished with a config (UCFG-014). */
  isLoaded: boolean;
}

export interface UserConfigStoreOptions {
  /** The config call; aborted by the signal when a newer load starts (UCFG-013). */
  load: (signal: AbortSignal) => Promise<UserConfig>;
  /** Failures are logged, never shown (UCFG-015); console.warn by default. */
  log?: (message: string, error: unknown) => void;
}

export interface UserConfigStore {
  state: UserConfigState;
  /** Loads now: marks not installed and not loaded, aborts an earlier load, fetches (UCFG-013 to UCFG-015). */
  load(): Promise<UserConfig | undefined>;
  /** Loads only when no config is installed yet (UCFG-016); an install under way is shared. */
  ensureLoaded(): Promise<UserConfig | undefined>;
  /** After a phone binding: activation type, phone-binding protection and the number (UCFG-017 to UCFG-019). */
  bindPhone(phone: { phone_number: string; phone_code?: string }): void;
  /** Block or unblock (UCFG-012). */
  setBlocked(isBlocked: boolean): void;
  /** Sign-out: forget the config and abort a load in flight. */
  reset(): void;
}

const isCancelled = (error: unknown) => error instanceof ApiError && error.isCancelled;

/**
 * The user config store: one per signed-in page.
 * @example
 * const store = createUserConfigStore({ load: (signal) => api.userConfig.getUserConfig(signal) });
 * await store.ensureLoaded();
 */
export function createUserConfigStore({ load: fetchConfig, log = (message, error) => console.warn(message, error) }: UserConfigStoreOptions): UserConfigStore {
  const state = proxy<UserConfigState>({ config: undefined, isInstalled: false, isLoaded: false });
  let controller: AbortController | undefined;
  let inFlight: Promise<UserConfig | undefined> | undefined;

  function load(): Promise<UserConfig | undefined> {
    state.isInstalled = false;
    state.isLoaded = false;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const run = (async () => {
      try {
        const config = await fetchConfig(own.signal);
        if (own.signal.aborted) return undefined;
        // The client already counts an empty result as a failure; an absent one is too.
        if (!config) throw new Error('The user config is empty');
        state.config = ref(config);
        state.isInstalled = true;
        state.isLoaded = true;
        return config;
      } catch (error) {
        if (own.signal.aborted || isCancelled(error)) return undefined;
        state.isInstalled = false;
        state.isLoaded = false;
        log('user config load failed', error);
        return undefined;
      } finally {
        if (controller === own) {
          controller = undefined;
          inFlight = undefined;
        }
      }
    })();
    inFlight = run;
    return run;
  }

  return {
    state,
    load,
    ensureLoaded: () => (state.isInstalled ? Promise.resolve(state.config) : (inFlight ?? load())),
    bindPhone(phone) {
      if (state.config) state.config = ref(applyPhoneBinding(state.config, phone));
    },
    setBlocked(isBlocked) {
      if (state.config) state.config = ref(withBlocked(state.config, isBlocked));
    },
    reset() {
      controller?.abort();
      controller = undefined;
      inFlight = undefined;
      state.config = undefined;
      state.isInstalled = false;
      state.isLoaded = false;
    },
  };
}
