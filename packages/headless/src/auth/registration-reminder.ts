import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { KeyValueStorage } from '../env/browser-storage.ts';
import { routeHref } from '../routes/route-links.ts';
import { useCurrentRoute, useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { isForgotPasswordOpen } from './use-forgot-password.ts';

/** Where the next-allowed time of the registration reminder is kept (epoch ms). */
export const REMINDER_NEXT_AT_KEY = 'registration_reminder_next_at';
/** While a sign-in form or dialog is open the reminder waits, and looks again this often. */
export const REMINDER_RECHECK_MS = 5_000;

/** The site config's registration reminder (spec: S2 §3): delay in seconds, interval in minutes. */
export interface RegistrationReminderConfig {
  delaySeconds: number;
  intervalMinutes: number;
}

/** Routes that are themselves a sign-in or registration form: the reminder never covers them (spec: S2 §4). */
const AUTH_FORM_ROUTES = new Set(['login', 'registration', 'registration-type', 'password-reset', 'activate', 'activate-fast', 'account-verify', 'confirm-terms']);

/** The next time the reminder may show: now plus the interval, or now when there is none (spec: S2 §4, AUTH-037). */
export function reminderNextAllowedAt(nowMs: number, intervalMinutes: number): number {
  return nowMs + Math.max(0, intervalMinutes) * 60_000;
}

/** The stored next-allowed time; 0 (any time) when missing or unreadable. */
export function readReminderNextAt(storage: KeyValueStorage | null): number {
  try {
    const value = Number(storage?.getItem(REMINDER_NEXT_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** How long ago this page opened (ms since navigation start); 0 where there is no performance clock. */
export function browserPageAgeMs(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}

/**
 * The first wait of the reminder: the delay counts from when the page opened, not from when the reminder's code
 * (loaded after hydration) arrived, so a slow network does not push it back.
 */
export function firstReminderWaitMs(delaySeconds: number, pageAgeMs: number): number {
  return Math.max(0, delaySeconds * 1000 - Math.max(0, pageAgeMs));
}

export interface ReminderCheck {
  isSignedIn: boolean;
  /** A sign-in or registration form, a sign-in dialog or another popup is open. */
  isAuthUiOpen: boolean;
  nowMs: number;
  nextAllowedAtMs: number;
}

/** Whether the reminder may show now (spec: S2 §4, AUTH-035 to AUTH-037): visitors only, nothing else open, not too soon. */
export function canShowReminder({ isSignedIn, isAuthUiOpen, nowMs, nextAllowedAtMs }: ReminderCheck): boolean {
  return !isSignedIn && !isAuthUiOpen && nowMs >= nextAllowedAtMs;
}

export interface RegistrationReminderState {
  isOpen: boolean;
  /** "Not now": closes it until the interval has passed. */
  dismiss(): void;
  /** The registration page in the current language. */
  registrationHref: string;
}

/**
 * The registration reminder popup for visitors (spec: S2 §4 "Registration reminder popup"), with the site config's
 * delay and interval unless `config` is given: it opens `delaySeconds`
 * after the page, unless a sign-in form or dialog is open (then it waits for it to close), and only once the stored
 * next-allowed time has passed; opening it moves that time `intervalMinutes` ahead. A delay of 0 means the site has
 * no reminder (docs/decisions.md).
 */
export function useRegistrationReminder(
  config?: RegistrationReminderConfig,
  now: () => number = Date.now,
  pageAgeMs: () => number = browserPageAgeMs,
): RegistrationReminderState {
  const { isSignedIn, storage, captcha, authModal } = useSessionServices();
  const shell = useShell();
  const { delaySeconds, intervalMinutes } = config ?? shell.auth.registrationReminder;
  const route = useCurrentRoute();
  const { search } = useLocation();
  const captchaState = useSnapshot(captcha.state);
  const modal = useSnapshot(authModal);
  const [isOpen, setOpen] = useState(false);
  const isAuthUiOpen = AUTH_FORM_ROUTES.has(route?.id ?? '') || captchaState.isOpen || modal.open !== null || isForgotPasswordOpen(route?.id, search, isSignedIn);
  const isEnabled = delaySeconds > 0 && shell.isRegistrationAvailable && !isSignedIn;
  // Only the first wait counts from the page's opening; after a sign-in form or dialog closed, the full delay again.
  const hasWaited = useRef(false);

  useEffect(() => {
    if (!isEnabled || isOpen) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const nowMs = now();
      if (canShowReminder({ isSignedIn, isAuthUiOpen, nowMs, nextAllowedAtMs: readReminderNextAt(storage) })) {
        try {
          storage?.setItem(REMINDER_NEXT_AT_KEY, String(reminderNextAllowedAt(nowMs, intervalMinutes)));
        } catch {
          // blocked storage: the reminder still shows, and may show again on the next page
        }
        setOpen(true);
      } else if (isAuthUiOpen) {
        timer = setTimeout(attempt, REMINDER_RECHECK_MS);
      }
    };
    const wait = hasWaited.current ? delaySeconds * 1000 : firstReminderWaitMs(delaySeconds, pageAgeMs());
    hasWaited.current = true;
    timer = setTimeout(attempt, wait);
    return () => clearTimeout(timer);
  }, [isEnabled, isOpen, isSignedIn, isAuthUiOpen, delaySeconds, intervalMinutes, storage, now, pageAgeMs]);

  // Signing in, or opening a sign-in form, closes it.
  useEffect(() => {
    if (isOpen && (isSignedIn || isAuthUiOpen)) setOpen(false);
  }, [isOpen, isSignedIn, isAuthUiOpen]);

  return { isOpen, dismiss: useCallback(() => setOpen(false), []), registrationHref: routeHref('registration', shell.lng) };
}
