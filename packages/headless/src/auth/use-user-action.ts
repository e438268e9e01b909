import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@bf/api-client/errors';
import { createUserActionsApi, linkRefusalOf, type ActionState, type LinkRefusal } from '@bf/api-client/web-api/user-actions';
import { FLOW_EVENT } from '../analytics/analytics-events.ts';
import { routeHref } from '../routes/route-links.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { newPasswordRule } from './registration-rules.ts';
import { passwordEntryAfter, saveModeOf, type PasswordEntry } from './password-entry.ts';
import { FORGOT_PASSWORD_PARAM } from './use-forgot-password.ts';

/** The user action pages (spec: S2 §2 "user action pages"). */
export const USER_ACTIONS = ['account-verify', 'activate', 'activate-fast', 'password-reset', 'stop-newsletter'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The `type` query parameter of the activation pages, when it is one we know. */
export function activationType(search: string): 'email' | 'phone' | undefined {
  const type = new URLSearchParams(search).get('type')?.toLowerCase();
  return type === 'email' || type === 'phone' ? type : undefined;
}

/** A link token as the API issues it (32 random bytes, base64url); anything else is refused without a call. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where a link page is: opened without a link (`no-link`), checking it, `ready` for the player to confirm (or, for
 * the reset, to choose the password), `busy` carrying it out, `done`, `refused` (used, expired, not a link) or
 * `failed` (no answer: try again).
 */
export type LinkPhase = 'no-link' | 'checking' | 'ready' | 'busy' | 'done' | 'refused' | 'failed';

/** The phase a page opens in, from its query: a well-formed token is checked, a malformed one refused at once. */
export function initialPhase(search: string): { phase: LinkPhase; token?: string; refusal?: LinkRefusal } {
  const token = new URLSearchParams(search).get('token');
  if (token === null) return { phase: 'no-link' };
  return LINK_TOKEN_PATTERN.test(token) ? { phase: 'checking', token } : { phase: 'refused', refusal: 'invalid' };
}

/** The reset form's error keys: the registration password rule, then the repeat must match. */
export function resetErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  const rule = newPasswordRule.safeParse(password);
  const errors: { password?: string; repeat?: string } = {};
  if (!rule.success) errors.password = rule.error.issues[0]?.message ?? 'passwordShort';
  if (!repeat) errors.repeat = 'passwordRequired';
  else if (repeat !== password) errors.repeat = 'passwordMismatch';
  return errors;
}

export interface UserActionLink {
  label: string;
  href: string;
}

export interface ResetFormState {
  password: string;
  repeat: string;
  setPassword(value: string): void;
  setRepeat(value: string): void;
  /** Translated errors, shown after a submit. */
  errors: { password?: string; repeat?: string };
  submit(): Promise<void>;
}

export interface UserActionState {
  action: UserAction;
  phase: LinkPhase;
  title: string;
  /** The main line: what the link is for, or what happened. */
  text: string;
  /** What happens now, or what the player can do. */
  hint: string;
  tone: 'info' | 'success' | 'error';
  /** The player's login the link belongs to, once checked. */
  login?: string;
  /** The button that carries the link out (or tries again): verification, activation, newsletter stop. */
  confirm?: { label: string; onPress(): void; isBusy: boolean };
  /** The password reset's form, while the link is good. */
  reset?: ResetFormState;
  primary: UserActionLink;
  secondary?: UserActionLink;
}

const READY_KEY: Record<UserAction, string> = {
  'account-verify': 'actions.verifyReady',
  activate: 'actions.activateReady',
  'activate-fast': 'actions.activateReady',
  'password-reset': 'actions.resetReady',
  'stop-newsletter': 'actions.newsletterReady',
};
const CONFIRM_KEY: Record<UserAction, string> = {
  'account-verify': 'actions.verifyConfirm',
  activate: 'actions.activateConfirm',
  'activate-fast': 'actions.activateConfirm',
  'password-reset': 'actions.resetSave',
  'stop-newsletter': 'actions.newsletterConfirm',
};
const DONE_KEY: Record<UserAction, string> = {
  'account-verify': 'actions.verifyDone',
  activate: 'actions.activateDone',
  'activate-fast': 'actions.activateDone',
  'password-reset': 'actions.resetDone',
  'stop-newsletter': 'actions.newsletterDone',
};

/**
 * A user action page (spec S2 §2): it checks the link's token with the API, then the player confirms (a mail
 * scanner that opens links must not use them up; docs/decisions.md "User action pages") or, for the password
 * reset, chooses a new password. Used, expired and malformed links get their own message, never an error page.
 */
export function useUserAction(action: UserAction): UserActionState {
  const title = usePageTitle();
  const { lng, isSignedIn } = useShell();
  const { search } = useLocation();
  const { t } = useTranslation('auth');
  const services = useSessionServices();
  const api = useMemo(() => createUserActionsApi(services.api.http), [services.api.http]);
  const opening = useMemo(() => initialPhase(search), [search]);
  const type = action === 'activate' ? activationType(search) : undefined;
  const [phase, setPhase] = useState<LinkPhase>(opening.phase);
  const [refusal, setRefusal] = useState<LinkRefusal | undefined>(opening.refusal);
  const [login, setLogin] = useState<string | undefined>();
  const [result, setResult] = useState<ActionState | undefined>();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shownErrors, setShownErrors] = useState<{ password?: string; repeat?: string }>({});
  const busy = useRef(false);
  // How the new password reached its field, for the save's mode (ANLT-025): the value it was judged on, and the entry.
  const entry = useRef<{ value: string; entry: PasswordEntry }>({ value: '', entry: 'typed' });

  const fail = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      setRefusal(linkRefusalOf(error.details[0]?.code));
      setPhase('refused');
    } else setPhase('failed');
  }, []);

  const check = useCallback(() => {
    if (!opening.token) return undefined;
    const controller = new AbortController();
    setPhase('checking');
    // spec: S2 §4, the recovery flow's "code entered": the link carries the code (ANLT-025).
    if (action === 'password-reset') services.analytics.track(FLOW_EVENT.recoveryCodeEntered);
    api.checkLink(action, opening.token, type, controller.signal).then(
      (answer) => {
        setLogin(answer.login);
        setPhase('ready');
        // spec: S2 §4, the recovery link's code is approved (ANLT-025).
        if (action === 'password-reset') services.analytics.track(FLOW_EVENT.recoveryApprove);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // spec: S2 §4, a wrong code or its time up (ANLT-025).
        if (action === 'password-reset') services.analytics.track(FLOW_EVENT.recoveryWrongCode);
        fail(error);
      },
    );
    return controller;
  }, [api, action, opening.token, type, fail, services.analytics]);

  useEffect(() => {
    setPhase(opening.phase);
    setRefusal(opening.refusal);
    const controller = check();
    return () => controller?.abort();
  }, [opening, check]);

  const run = useCallback(async () => {
    const token = opening.token;
    if (!token || busy.current) return;
    if (action === 'password-reset') {
      const errors = resetErrors(password, repeat);
      setShownErrors(errors);
      if (errors.password || errors.repeat) {
        services.analytics.track(FLOW_EVENT.recoveryFieldsError, { fields: Object.keys(errors) });
        return;
      }
    }
    busy.current = true;
    setPhase('busy');
    try {
      const answer = action === 'password-reset' ? await api.resetPassword(token, password) : await api.runLink(action, token, type);
      setResult(answer);
      setPhase('done');
      // spec: S2 §4, the registration flow's e-mail approval done: the verification link opened and run (ANLT-022).
      if (action === 'account-verify') services.analytics.track(FLOW_EVENT.registrationEmailDone);
      // spec: S2 §4, the recovery flow's "saved" step (ANLT-025).
      if (action === 'password-reset') {
        // Active when the player typed the new password, passive when it arrived at once (docs/decisions.md).
        services.analytics.track(FLOW_EVENT.recoverySaved, { mode: saveModeOf(entry.current.entry) });
        services.analytics.track(FLOW_EVENT.recoverySuccess);
      }
    } catch (error) {
      fail(error);
    } finally {
      busy.current = false;
    }
  }, [opening.token, action, password, repeat, api, type, services.analytics, fail]);

  const home = { label: t('actions.toHome'), href: routeHref('home', lng) };
  const toLogin = { label: t('actions.toLogin'), href: routeHref('login', lng) };
  const account = { label: t('actions.toAccount'), href: routeHref('office-account', lng) };
  const forgot = { label: t('actions.newLink'), href: `${routeHref('home', lng)}?${FORGOT_PASSWORD_PARAM}=1` };
  const whatFor = (): string => {
    switch (action) {
      case 'account-verify':
        return t('actions.verifyText');
      case 'activate':
      case 'activate-fast':
        return type ? t(type === 'email' ? 'actions.activateTextEmail' : 'actions.activateTextPhone') : t('actions.activateText');
      case 'password-reset':
        return t('actions.resetText');
      case 'stop-newsletter':
        return t('actions.newsletterText');
    }
  };
  // A new link: a reset link from the forgot-password form; the others from the account, once signed in.
  const newLink = action === 'password-reset' ? (isSignedIn ? account : forgot) : isSignedIn ? account : toLogin;
  const base = { action, phase, title, login };

  switch (phase) {
    case 'no-link':
      return { ...base, text: whatFor(), hint: t(action === 'password-reset' ? 'actions.noLinkResetHint' : 'actions.noLinkHint'), tone: 'info', primary: newLink, secondary: home };
    case 'checking':
      return { ...base, text: whatFor(), hint: t('actions.checking'), tone: 'info', primary: home };
    case 'ready':
    case 'busy': {
      const confirm = { label: t(CONFIRM_KEY[action]), onPress: () => void run(), isBusy: phase === 'busy' };
      const hint = t(READY_KEY[action], { login: login ?? '' });
      if (action !== 'password-reset') return { ...base, text: whatFor(), hint, tone: 'info', confirm, primary: home };
      return {
        ...base,
        text: whatFor(),
        hint,
        tone: 'info',
        confirm,
        reset: {
          password,
          repeat,
          setPassword: (value) => {
            entry.current = { value, entry: passwordEntryAfter(entry.current.entry, entry.current.value, value) };
            setPassword(value);
            if (shownErrors.password) setShownErrors((errors) => ({ ...errors, password: undefined }));
          },
          setRepeat: (value) => {
            setRepeat(value);
            if (shownErrors.repeat) setShownErrors((errors) => ({ ...errors, repeat: undefined }));
          },
          errors: { password: shownErrors.password && t(`errors.${shownErrors.password}`), repeat: shownErrors.repeat && t(`errors.${shownErrors.repeat}`) },
          submit: run,
        },
        primary: home,
      };
    }
    case 'done': {
      const hint =
        action === 'stop-newsletter'
          ? t('actions.newsletterDoneHint')
          : action === 'password-reset'
            ? t('actions.resetDoneHint', { login: result?.login ?? login ?? '' })
            : t('actions.confirmedHint', { login: result?.login ?? login ?? '' });
      const primary = action === 'password-reset' ? (isSignedIn ? account : toLogin) : action === 'stop-newsletter' && isSignedIn ? { label: t('actions.toSettings'), href: routeHref('office-settings', lng) } : isSignedIn ? account : toLogin;
      return { ...base, text: t(DONE_KEY[action]), hint, tone: 'success', primary, secondary: home };
    }
    case 'refused': {
      const why = refusal ?? 'invalid';
      return { ...base, text: t(`actions.refused.${why}`), hint: t(`actions.refused.${why}Hint`), tone: 'error', primary: newLink, secondary: home };
    }
    case 'failed':
      return { ...base, text: t('actions.failedText'), hint: t('errors.network'), tone: 'error', confirm: { label: t('actions.retry'), onPress: () => void check(), isBusy: false }, primary: home };
  }
}
