// Limit-overlay models for the workbench: the reality check after a losing session, with no bets, and the session-limit
// alert. Built by the models themselves over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/limits.json';
import { realityCheckModel, sessionEndedModel, type LimitOverlaysModel, type RealityCheckInput } from './use-limit-overlays-screen.ts';

const noop = () => undefined;
const en = messages as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;

// Signed in 2026-03-01 10:00 UTC; the popup opened at 10:45.
const SIGNED_IN = Date.UTC(2026, 2, 1, 10, 0, 0) / 1000;
const base: RealityCheckInput = {
  t,
  lng: 'en',
  isOpen: true,
  summary: { signed_in_at: SIGNED_IN, do_not_show_again: false, results: [{ iso: 'EUR', staked: 175.5, won: 40, net: -135.5 }] },
  shownAtMs: Date.UTC(2026, 2, 1, 10, 45, 0),
  intervalMinutes: 15,
  doNotShowAgain: false,
  busy: null,
  setDoNotShowAgain: noop,
  answer: noop,
};

export const realityCheckLosing: LimitOverlaysModel = { realityCheck: realityCheckModel(base), sessionEnded: null };
export const realityCheckNoBets: LimitOverlaysModel = { realityCheck: realityCheckModel({ ...base, summary: { ...base.summary!, results: [] }, doNotShowAgain: true }), sessionEnded: null };
export const sessionEnded: LimitOverlaysModel = { realityCheck: null, sessionEnded: sessionEndedModel(t, true, false, noop) };
export const closed: LimitOverlaysModel = { realityCheck: null, sessionEnded: null };
