import { isBrowser, readRequestCookies } from '../env/environment.ts';
import { readSession } from '../session/read-session.ts';

/**
 * The sign-in state the shell was last rendered with, in the browser. A sign-in's revalidation can be cut short by a
 * navigation (the player leaves the page at once), which would leave the header signed out: a navigation reloads
 * the shell whenever the session cookie no longer matches it.
 */
export interface ShellSessionWatch {
  saw(isSignedIn: boolean): void;
  isStale(): boolean;
}

export function createShellSessionWatch(readCookies: () => Record<string, string> = readRequestCookies): ShellSessionWatch {
  let shown: boolean | undefined;
  return {
    saw(isSignedIn) {
      shown = isSignedIn;
    },
    isStale() {
      return isBrowser() && shown !== undefined && readSession(readCookies()).isSignedIn !== shown;
    },
  };
}
