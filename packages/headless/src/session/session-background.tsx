import { useSnapshot } from 'valtio';
import { readUserAgent } from '../env/browser-session.ts';
import type { RouteDefinition } from '../routes/route-types.ts';
import { isSearchEngineBot } from './session-rules.ts';
import { useSecureData } from './secure-data.ts';
import { useSignedInSession, useTermsPoll, useVisitorOneTap, type SignedInSessionOptions, type VisitorOneTapOptions } from './session-effects.ts';
import type { SessionPage } from './session-core.ts';

export interface SessionBackgroundProps extends SignedInSessionOptions, Pick<VisitorOneTapOptions, 'lng' | 'defaultCurrency' | 'oneTapEnv'> {
  isTermsPolling: boolean;
  oneTapScriptUrl: string | undefined;
  readPage(): SessionPage & { route: RouteDefinition | undefined };
}

/**
 * The session's background work, rendered by the session provider once the page is hydrated (its code is not in the
 * first-load chunks): the signed-in session's start-up check, refresh, auto-logoff and limit ping, the terms poll,
 * Google One Tap for visitors and the secure data. No markup.
 */
export function SessionBackground({ core, isSignedIn, autoLogoffMinutes, logout, disconnectLocally, isTermsPolling, readPage, lng, oneTapScriptUrl, defaultCurrency, oneTapEnv }: SessionBackgroundProps) {
  useSignedInSession({ core, isSignedIn, autoLogoffMinutes, logout, disconnectLocally });
  useTermsPoll({ api: core.api, isSignedIn, isTermsPolling, readPage });
  useVisitorOneTap({ api: core.api, isSignedIn, lng, scriptUrl: oneTapScriptUrl, defaultCurrency, oneTapEnv });
  // spec: S2 §3, §7, secure data for the signed-in player; its grant cookie is read by the office and payments (CALL-004).
  const { userId } = useSnapshot(core.state);
  useSecureData({ api: core.api.secureData, userId: isSignedIn && !isSearchEngineBot(readUserAgent()) ? userId : undefined, lng });
  return null;
}
