import type { RemovableStorage } from '../env/browser-session.ts';

// Loaded when the player agrees, or signs in with a time kept from before (use-cookie-consent.tsx): not with the page.

/** Where a visitor's agree time waits for the next sign-in (spec: S2 §4, §7 "then the local copy is removed"). */
export const COOKIES_AGREE_TIME_KEY = 'cookies_agree_time';

export interface AgreeTimeDeps {
  isSignedIn: boolean;
  storage: RemovableStorage | null;
  logAgreeTime(time: string): Promise<void>;
  logError(message: string, value: unknown): void;
}

/**
 * Records when the player agreed (spec: S2 §4; CONSENT-008): through the API when signed in, else in local storage
 * until the next sign-in. A failed call keeps the time locally, so it is sent later.
 */
export function recordAgreeTime(time: string, { isSignedIn, storage, logAgreeTime, logError }: AgreeTimeDeps): void {
  const keepLocally = () => {
    try {
      storage?.setItem(COOKIES_AGREE_TIME_KEY, time);
    } catch {
      // Storage blocked: the time is lost, the choice itself is in its cookie.
    }
  };
  if (!isSignedIn) return keepLocally();
  logAgreeTime(time).catch((error: unknown) => {
    logError('cookie agree time log failed', error);
    keepLocally();
  });
}

/** After sign-in: the agree time kept locally goes to the API, then the local copy is removed (spec: S2 §7). */
export function sendLocalAgreeTime({ storage, logAgreeTime, logError }: Omit<AgreeTimeDeps, 'isSignedIn'>): Promise<void> | undefined {
  let time: string | null = null;
  try {
    time = storage?.getItem(COOKIES_AGREE_TIME_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (!time) return undefined;
  return logAgreeTime(time).then(
    () => storage?.removeItem(COOKIES_AGREE_TIME_KEY),
    (error: unknown) => logError('cookie agree time log failed', error),
  );
}
