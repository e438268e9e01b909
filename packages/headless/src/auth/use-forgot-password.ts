import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentRoute, useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { FLOW_EVENT } from '../analytics/analytics-events.ts';

/** The query flag that opens the forgot-password modal on home (spec: S2 §2; AUTH-010). */
export const FORGOT_PASSWORD_PARAM = 'showForgotPasswordModal';

/** The modal opens on the home route with the flag set, for a player who is not signed in (AUTH-010). */
export function isForgotPasswordOpen(routeId: string | undefined, search: string, isSignedIn: boolean): boolean {
  return routeId === 'home' && !isSignedIn && new URLSearchParams(search).get(FORGOT_PASSWORD_PARAM) === '1';
}

/** The query without the modal flag (closing the modal). */
export function withoutForgotPasswordFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FORGOT_PASSWORD_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export interface ForgotPasswordState {
  isOpen: boolean;
  value: string;
  setValue(value: string): void;
  /** A translated error for the field. */
  error: string | undefined;
  /** The request was taken: the modal says the link is on its way. */
  isSent: boolean;
  submit(): void;
  close(): void;
}

/**
 * The forgot-password modal (spec: S2 §2, §4 password recovery flow). The reference API has no recovery call,
 * so the form checks the field and says the reset link was sent, without revealing whether the account
 * exists (docs/decisions.md: password recovery).
 */
export function useForgotPassword(): ForgotPasswordState {
  const { analytics } = useSessionServices();
  const shell = useShell();
  const route = useCurrentRoute();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSent, setSent] = useState(false);
  const isOpen = isForgotPasswordOpen(route?.id, search, shell.isSignedIn);

  // spec: S2 §4, the recovery flow's call when the modal opens (ANLT-025).
  const opened = useRef(false);
  useEffect(() => {
    if (isOpen && !opened.current) analytics.track(FLOW_EVENT.recoveryCall);
    opened.current = isOpen;
    if (!isOpen) {
      setSent(false);
      setError(undefined);
    }
  }, [isOpen, analytics]);

  const submit = useCallback(() => {
    const text = value.trim();
    analytics.countRecoveryAttempt();
    if (!text || text.length > 254) {
      setError(t(text ? 'errors.recoveryTooLong' : 'errors.recoveryRequired'));
      analytics.track(FLOW_EVENT.recoveryFieldsError, { fields: ['login'] });
      return;
    }
    setError(undefined);
    setSent(true);
    analytics.track(FLOW_EVENT.recoveryCodeSent);
    // spec: S2 §4, success resets the counter (ANLT-026).
    analytics.resetRecoveryAttempts();
  }, [value, analytics, t]);

  const close = useCallback(() => {
    analytics.track(isSent ? FLOW_EVENT.recoveryExit : FLOW_EVENT.recoveryCancel);
    setValue('');
    void navigate(`${pathname}${withoutForgotPasswordFlag(search)}`, { replace: true });
  }, [analytics, isSent, navigate, pathname, search]);

  return {
    isOpen,
    value,
    setValue: (next) => {
      setValue(next);
      if (error) setError(undefined);
    },
    error,
    isSent,
    submit,
    close,
  };
}
