import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RealityCheckSummary } from '@bf/api-client/limits';
import { browserStorage, subscribeStorageKey } from '../../env/browser-storage.ts';
import { depositLimitDue, isNoLimit, type Limit } from '../../limits/limit-rules.ts';
import { timePlayed } from '../../limits/reality-check.ts';
import { useLimits, type LimitActionResult } from '../../limits/use-limits.ts';
import { notify } from '../../notify/notify-store.ts';
import { useRealityCheck, type RealityCheckAction } from '../../limits/use-reality-check.ts';
import { routeHref } from '../../routes/route-links.ts';
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

/**
 * A deposit-limit change whose approval time has passed (spec §4 "Deposit limit approval"; LIMIT-026, LIMIT-027):
 * a blocking dialog with no close button and no Escape; Confirm approves, Cancel rejects.
 */
export interface LimitApprovalModel {
  limitType: number;
  title: string;
  text: string;
  confirm: OverlayAction;
  cancel: OverlayAction;
  /** The failure of the last answer (the server's title or the spec's key, LIMIT-030); the dialog stays open. */
  error: string | null;
}

/** What the limits show over any page of a signed-in player. */
export interface LimitOverlaysModel {
  realityCheck: RealityCheckModel | null;
  sessionEnded: SessionEndedModel | null;
  /** Optional in fixtures written before it existed; the hook always sets it. */
  approval?: LimitApprovalModel | null;
}

export interface LimitApprovalInput {
  t: TFunction;
  lng: string;
  limits: readonly Limit[];
  nowMs: number;
  /** The limit type whose answer is running. */
  busy: number | 'block' | null;
  error: string | null;
  confirm(limitType: number): void;
  reject(limitType: number): void;
}

/** The approval dialog's model (pure): the first pending deposit-limit change whose approval time has passed, else null. */
export function limitApprovalModel(input: LimitApprovalInput): LimitApprovalModel | null {
  const { t, lng, limits, busy } = input;
  const due = depositLimitDue(limits, Math.floor(input.nowMs / 1000));
  if (!due) return null;
  const money = (value: number) => new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(value);
  const active = limits.find((limit) => limit.limitType === due.limitType && limit.limitState === 'ACTIVE');
  const current = active && !isNoLimit(active.limitValue) ? money(active.limitValue as number) : t('approval_current_none');
  const limit = t(`approval_limit_${due.limitType}`);
  const text = isNoLimit(due.limitValue) ? t('approval_text_removal', { limit, current }) : t('approval_text', { limit, value: money(due.limitValue as number), current });
  const action = (label: string, onPress: () => void): OverlayAction => ({ label, isBusy: busy === due.limitType, isDisabled: busy !== null, onPress });
  return {
    limitType: due.limitType,
    title: t('approval_title'),
    text,
    confirm: action(t('approval_confirm'), () => input.confirm(due.limitType)),
    cancel: action(t('approval_cancel'), () => input.reject(due.limitType)),
    error: input.error,
  };
}

/** The outcome of an approval answer: the success as a notification, a failure as the dialog's error (spec §8; LIMIT-030, LIMIT-031). */
export function approvalOutcome(t: TFunction, action: 'confirm' | 'reject', result: LimitActionResult): { success: string | null; error: string | null } {
  const key = action === 'confirm' ? 'confirm' : 'cancel';
  return result.ok
    ? { success: result.title ?? t(`responsible_gaming_${key}_limit_success`), error: null }
    : { success: null, error: result.title ?? t(`responsible_gaming_${key}_limit_error`) };
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
  // The limits are watched on every page: a deposit-limit change due for approval blocks the page until answered.
  const limits = useLimits(session.api.limits, { isSignedIn: session.isSignedIn });
  const [approvalError, setApprovalError] = useState<string | null>(null);
  const answerApproval = (action: 'confirm' | 'reject', limitType: number) => {
    setApprovalError(null);
    void limits[action](limitType).then((result) => {
      const outcome = approvalOutcome(t, action, result);
      setApprovalError(outcome.error);
      if (outcome.success) notify({ type: 'success', text: outcome.success, isText: true, titleIsKey: true });
    });
  };
  const approval = snap.sessionLimitEnded
    ? null
    : limitApprovalModel({
        t,
        lng,
        limits: limits.limits,
        nowMs: limits.nowMs,
        busy: limits.busy,
        error: approvalError,
        confirm: (limitType) => answerApproval('confirm', limitType),
        reject: (limitType) => answerApproval('reject', limitType),
      });
  return {
    approval,
    // One dialog at a time: the reality check waits while an approval is asked.
    realityCheck: snap.sessionLimitEnded || approval ? null : realityCheckModel({ t, lng, ...reality, answer: (action) => void reality.answer(action) }),
    sessionEnded: sessionEndedModel(t, session.isSignedIn && snap.sessionLimitEnded === true, snap.isLoggingOut, () => void signOut()),
  };
}
