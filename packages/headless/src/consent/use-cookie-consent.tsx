import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { HttpClient } from '@bf/api-client/http';
import { consentUpdate } from '../analytics/consent-update.ts';
import { PAGE_EVENT } from '../analytics/analytics-events.ts';
import { browserDataLayer } from '../env/data-layer.ts';
import { isBrowser, readRequestCookies } from '../env/environment.ts';
import { clearSiteCookie, readSiteCookie, writeSiteCookie } from '../env/site-cookies.ts';
import { useWindowWidthCookie } from '../platform/window-width-cookie.ts';
import { useSessionServices } from '../session/use-session.ts';
import type { CookiesAgreeType } from '../settings/global-settings.ts';
import { allowsAnalytics, allowsFunctional, type ConsentType } from './consent-rule.ts';
import { consentActions, createConsentStore, type ConsentActions, type ConsentState, type ConsentView } from './consent-store.ts';

interface ConsentContextValue {
  state: ConsentState;
  actions: ConsentActions;
}
const ConsentContext = createContext<ConsentContextValue | null>(null);

/** The stored choice: the `cookies_agree_type` cookie, read in the browser (without the shell's answer: tests, tools). */
function readStoredAgreeType(): CookiesAgreeType | null {
  return isBrowser() ? (readSiteCookie(readRequestCookies(), 'cookiesAgreeType') ?? null) : null;
}

const logError = (message: string, value: unknown) => console.error(message, value);
/** The agree-time call's client loads with the consented analytics, not with the page. */
const logAgreeTimeLazily = (http: HttpClient, time: string) => import('./consented-analytics.ts').then((m) => m.logCookiesAgreeTime(http, time));
/** Where and when the agree time goes (`agree-time.ts`): loaded when there is one to record or send. */
const agreeTime = () => import('./agree-time.ts');

/**
 * Cookie consent for its subtree (inside the session): the stored choice, the modal's state, the functional cookies
 * kept only with consent, the agree time, and the analytics vendors wired only with marketing consent.
 */
export function ConsentProvider({
  children,
  routeId,
  stored,
  isCollectorAvailable = false,
  now = () => new Date(),
}: {
  children?: ReactNode;
  routeId?: string;
  stored?: CookiesAgreeType | null;
  /** The site config's isFatmanAnalyticsAvailable: the internal collector (the fatman API) receives events (ANLT-003). */
  isCollectorAvailable?: boolean;
  now?: () => Date;
}) {
  const services = useSessionServices();
  // The shell's reading of the cookie (the server's, carried in the hydration data), so server and browser agree on
  // whether the consent sheet is in the page.
  const [state] = useState(() => createConsentStore(stored !== undefined ? stored : readStoredAgreeType()));
  const latest = useRef(services);
  latest.current = services;
  const [actions] = useState(() =>
    consentActions(state, (agreeType, previous) => {
      const { isSignedIn, storage, api, analytics } = latest.current;
      writeSiteCookie('cookiesAgreeType', agreeType);
      // Functional cookies withdrawn: the ones already written go too.
      if (!allowsFunctional(agreeType)) {
        clearSiteCookie('windowWidth');
        clearSiteCookie('tzo');
      }
      // Marketing consent withdrawn ("Cookie settings"): the vendors are unwired (the effect below) and what analytics
      // kept goes: its undelivered events and its stored counter.
      if (allowsAnalytics(previous) && !allowsAnalytics(agreeType)) analytics.forget();
      // spec: S2 §4, the agree time is recorded when the player agrees to any non-necessary cookie.
      if (agreeType !== 'disable') {
        const time = now().toISOString();
        agreeTime().then(
          (m) => m.recordAgreeTime(time, { isSignedIn, storage, logAgreeTime: (at) => logAgreeTimeLazily(api.http, at), logError }),
          (error: unknown) => logError('cookie agree time failed to load', error),
        );
      }
    }),
  );
  const { agreeType } = useSnapshot(state);
  useWindowWidthCookie(agreeType);

  // The local copy of the agree time goes to the API once signed in.
  useEffect(() => {
    if (!services.isSignedIn) return;
    agreeTime().then(
      (m) => m.sendLocalAgreeTime({ storage: services.storage, logAgreeTime: (time) => logAgreeTimeLazily(services.api.http, time), logError }),
      (error: unknown) => logError('cookie agree time failed to load', error),
    );
  }, [services.isSignedIn, services.storage, services.api]);

  useConsentedAnalytics(state, agreeType, routeId, isCollectorAvailable);
  const value = useMemo(() => ({ state, actions }), [state, actions]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** Page events, and the vendors that receive them only once marketing consent is given (CONSENT-009, CONSENT-010). */
function useConsentedAnalytics(state: ConsentState, agreeType: CookiesAgreeType | null, routeId: string | undefined, isCollectorAvailable: boolean) {
  const { analytics, api } = useSessionServices();
  const { pathname } = useLocation();
  // The page event, queued until analytics starts and a vendor is wired.
  useEffect(() => {
    analytics.track(PAGE_EVENT, { route: routeId ?? '', path: pathname });
  }, [analytics, pathname, routeId]);

  useEffect(() => {
    if (!agreeType) return undefined;
    const dataLayer = allowsAnalytics(agreeType) || state.isChosenHere ? browserDataLayer() : null;
    // spec: S2 §4, analytics and ads consent follow the choice (CONSENT-010).
    dataLayer?.push(consentUpdate(agreeType));
    if (!allowsAnalytics(agreeType) || !dataLayer) return undefined;
    let unwire: (() => void) | undefined;
    let isCancelled = false;
    import('./consented-analytics.ts').then(
      ({ wireConsentedAnalytics }) => {
        if (!isCancelled) unwire = wireConsentedAnalytics({ analytics, http: api.http, dataLayer, startNow: state.isChosenHere, isCollectorAvailable, logError });
      },
      (error: unknown) => logError('analytics failed to load', error),
    );
    return () => {
      isCancelled = true;
      unwire?.();
    };
  }, [agreeType, analytics, api, state, isCollectorAvailable]);
}

/** What the consent modal and the rest of the app read and do (spec: S2 §3, §4, §5). */
export interface CookieConsentState {
  /** The stored agree type; null until the player chooses. */
  agreeType: CookiesAgreeType | null;
  /** The modal shows until a choice is stored (it cannot be closed then; CONSENT-005), or when reopened from "Cookie settings". */
  isOpen: boolean;
  /** Reopened to change a stored choice: it may be closed without choosing. */
  isEditing: boolean;
  view: ConsentView;
  checked: Readonly<Record<ConsentType, boolean>>;
  allowsAnalytics: boolean;
  allowsFunctional: boolean;
  customize(): void;
  back(): void;
  toggle(type: ConsentType): void;
  acceptAll(): void;
  acceptSelected(): void;
  acceptNecessary(): void;
  /** Closes a reopened modal, keeping the stored choice. */
  close(): void;
}

/**
 * The cookie consent of the page: the stored choice and the modal's actions.
 * @example
 * const consent = useCookieConsent();
 * if (consent.isOpen) return <ConsentModal onAcceptAll={consent.acceptAll} />;
 */
export function useCookieConsent(): CookieConsentState {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useCookieConsent must be used inside a ConsentProvider');
  const snap = useSnapshot(value.state);
  const { actions } = value;
  const toggle = useCallback((type: ConsentType) => actions.toggle(type), [actions]);
  return {
    agreeType: snap.agreeType,
    isOpen: snap.agreeType === null || snap.isEditing,
    isEditing: snap.isEditing,
    view: snap.view,
    checked: snap.checked,
    allowsAnalytics: allowsAnalytics(snap.agreeType),
    allowsFunctional: allowsFunctional(snap.agreeType),
    customize: actions.customize,
    back: actions.back,
    toggle,
    acceptAll: actions.acceptAll,
    acceptSelected: actions.acceptSelected,
    acceptNecessary: actions.acceptNecessary,
    close: actions.close,
  };
}



/**
 * Whether the consent modal shows: no choice stored yet, or reopened from "Cookie settings"; false outside a
 * ConsentProvider. For the app's host, which loads the modal's code only then.
 */
export function useIsConsentNeeded(): boolean {
  const value = useContext(ConsentContext);
  const snap = useSnapshot(value?.state ?? EMPTY);
  return value !== null && (snap.agreeType === null || snap.isEditing);
}
const EMPTY = createConsentStore('disable');

/**
 * The footer's "Cookie settings" action: reopens the modal's customize view so a stored choice can be changed or
 * withdrawn. Null outside a ConsentProvider or before the first choice (the modal is open then anyway).
 */
export function useReopenCookieConsent(): (() => void) | null {
  const value = useContext(ConsentContext);
  const snap = useSnapshot(value?.state ?? EMPTY);
  if (!value || snap.agreeType === null) return null;
  return value.actions.reopen;
}
