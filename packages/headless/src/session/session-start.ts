import { useEffect } from 'react';
import { readRequestCookies } from '../env/environment.ts';
import { readSession } from './read-session.ts';
import { AUTO_LOGOFF_NOTICE_KEY } from './session-rules.ts';
import type { SessionCore } from './session-core.ts';

// What a session does as soon as the page runs; its background checks and timers (session-effects.ts) load after.

/** Once per page, after hydration: the inactivity notice of an auto-logoff on the previous load (SESSION-008). */
export function useInactivityNotice(core: Pick<SessionCore, 'storage' | 'state'>): void {
  useEffect(() => {
    const { storage, state } = core;
    try {
      if (storage?.getItem(AUTO_LOGOFF_NOTICE_KEY)) {
        storage.removeItem(AUTO_LOGOFF_NOTICE_KEY);
        state.wasSignedOutForInactivity = true;
      }
    } catch {
      // blocked storage: nothing to show
    }
  }, [core]);
}

/** The signed-in player's id and ban level from the session cookie, as soon as the page runs (the rest of the session's checks come later). */
export function useSessionClaims(core: Pick<SessionCore, 'state'>, isSignedIn: boolean): void {
  useEffect(() => {
    const claims = readSession(readRequestCookies());
    core.state.userId = claims.userId;
    core.state.banLevel = claims.banLevel;
  }, [core, isSignedIn]);
}
