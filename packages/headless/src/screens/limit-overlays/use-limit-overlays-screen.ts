import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RealityCheckSummary } from '@bf/api-client/limits';
import { browserStorage, subscribeStorageKey } from '../../env/browser-storage.ts';
import { timePlayed } from '../../limits/reality-check.ts';
import { useRealityCheck, type RealityCheckAction } from '../../limits/use-reality-check.ts';
import { routeHref } from '../../routes/route-table.ts';
import { useSessionServices } from '../../session/use-session.ts';

/** A button of an overlay. */
export interface OverlayAction {
  label: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** The reality-check reminder (spec §4; LIMIT-037): time played, net result, and the player's three answers. */
export interface RealityCheckModel {
  title: string;
  text: string;
  /** Time played and, per currency, staked, won and the net result. */
  rows: { id: string; label: string; value: string; isHeadline: boolean }[];
  doNotShowAgain: { label: string; isChecked: boolean; onChange(value: boolean): void };
  continue: OverlayAction;
  logout: OverlayAction;
  history: { label: string; href: string; onClick(): void };
  /** Escape or the close button: the timer restarts (LIMIT-040). */
  cancel: { label: string; onPress(): void };
}

/** The session limit reached (spec §4, §8; LIMIT-032, LIMIT-033): an alert that signs the player out when closed. */
export interface SessionEndedModel {
  title: string;
  text: string;
  close: OverlayAction;
}

/** What the limits show over any page of a signed-in player. */
export interface LimitOverlaysModel {
  realityCheck: RealityCheckModel | null;
  sessionEnded: SessionEndedModel | null;
}

export interface RealityCheckInput {
  t: TFunction;
  lng: string;
  isOpen: boolean;
  summary: RealityCheckSummary | undefined;
  shownAtMs: number;
  intervalMinutes: number;
  doNotShowAgain: boolean;
  busy: RealityCheckAction | null;
  setDoNotShowAgain(value: boolean): void;
  answer(action: RealityCheckAction): void;
}

/** The reminder's model (pure: tests and fixtures use it directly); null while it is closed or its figures load. */
export function realityCheckModel(input: RealityCheckInput): RealityCheckModel | null {
  const { t, lng, summary, busy, answer } = input;
  if (!input.isOpen || !summary) return null;
  const played = timePlayed(summary.signed_in_at * 1000, input.shownAtMs);
  const money = (value: number, iso: string, sign = false) =>
    new Intl.NumberFormat(lng, { style: 'currency', currency: iso, signDisplay: sign ? 'exceptZero' : 'auto', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const results = summary.results.length > 0 ? summary.results : [];
  const rows: RealityCheckModel['rows'] = [{ id: 'played', label: t('reality_played'), value: t('reality_played_value', { hours: played.hours, minutes: played.minutes }), isHeadline: false }];
  if (results.length === 0) rows.push({ id: 'net', label: t('reality_net'), value: t('reality_no_bets'), isHeadline: true });
  for (const result of results) {
    const suffix = results.length > 1 ? ` (${result.iso})` : '';
    rows.push(
      { id: `staked-${result.iso}`, label: `${t('reality_staked')}${suffix}`, value: money(result.staked, result.iso), isHeadline: false },
      { id: `won-${result.iso}`, label: `${t('reality_won')}${suffix}`, value: money(result.won, result.iso), isHeadline: false },
      { id: `net-${result.iso}`, label: `${t('reality_net')}${suffix}`, value: money(result.net, result.iso, true), isHeadline: true },
    );
  }
  const action = (label: string, key: RealityCheckAction): OverlayAction => ({ label, isBusy: busy === key, isDisabled: busy !== null, onPress: () => answer(key) });
  return {
    title: t('reality_title'),
    text: t('reality_text', { minutes: input.intervalMinutes }),
    rows,
    doNotShowAgain: { label: t('reality_do_not_show'), isChecked: input.doNotShowAgain, onChange: input.setDoNotShowAgain },
    continue: action(t('reality_continue'), 'continue'),
    logout: action(t('reality_logout'), 'logout'),
    history: { label: t('reality_history'), href: routeHref('office-history', lng), onClick: () => answer('history') },
    cancel: { label: t('reality_close'), onPress: () => answer('cancel') },
  };
}

/** The session-limit alert's model (pure). */
export function sessionEndedModel(t: TFunction, isEnded: boolean, isBusy: boolean, onClose: () => void): SessionEndedModel | null {
  if (!isEnded) return null;
  return { title: t('main_session_limit_ended'), text: t('visit_tomorrow'), close: { label: t('session_ended_close'), isBusy, isDisabled: isBusy, onPress: onClose } };
}

/**
 * The limits' overlays of a signed-in page (spec: auth-limits-accounts-config.md §4 "Reality check", "Session
 * limit"; docs/decisions.md "Responsible gaming (session 7)"): the reality-check reminder and the session-limit alert.
 */
export function useLimitOverlaysScreen(): LimitOverlaysModel {
  const { t, i18n } = useTranslation('limits');
  const lng = i18n.language || 'en';
  const session = useSessionServices();
  const snap = useSnapshot(session.state);
  const { logout } = session;
  const signOut = useCallback(() => logout(), [logout]);
  const reality = useRealityCheck({ api: session.api.limits, isSignedIn: session.isSignedIn, storage: browserStorage(), subscribeStorage: subscribeStorageKey, logout: signOut });
  return {
    realityCheck: snap.sessionLimitEnded ? null : realityCheckModel({ t, lng, ...reality, answer: (action) => void reality.answer(action) }),
    sessionEnded: sessionEndedModel(t, session.isSignedIn && snap.sessionLimitEnded === true, snap.isLoggingOut, () => void signOut()),
  };
}
