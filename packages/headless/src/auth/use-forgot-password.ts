import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createUserActionsApi } from '@bf/api-client/web-api/user-actions';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentRoute, useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { FLOW_EVENT } from '../analytics/analytics-events.ts';
import { ApiError } from '@bf/api-client/errors';

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
  /** The link was sent again. */
  isResent: boolean;
  /** The request is on its way to the API. */
  isBusy: boolean;
  submit(): void;
  /** Sends the link again (from the sent step). */
  resend(): void;
  close(): void;
}

/**
 * The forgot-password modal (spec: S2 §2, §4 password recovery flow): the login, e-mail or phone goes to the
 * recovery call, which sends a single-use reset link and answers the same whether the account exists or not, so the
 * modal says the link is on its way either way (docs/decisions.md "User action pages").
 */
export function useForgotPassword(): ForgotPasswordState {
  const { analytics, api } = useSessionServices();
  const userActions = useMemo(() => createUserActionsApi(api.http), [api.http]);
  const shell = useShell();
  const route = useCurrentRoute();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSent, setSent] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [isResent, setResent] = useState(false);
  const isOpen = isForgotPasswordOpen(route?.id, search, shell.isSignedIn);

  // spec: S2 §4, the recovery flow's call when the modal opens (ANLT-025).
  const opened = useRef(false);
  useEffect(() => {
    if (isOpen && !opened.current) analytics.track(FLOW_EVENT.recoveryCall);
    opened.current = isOpen;
    if (!isOpen) {
      setSent(false);
      setResent(false);
      setError(undefined);
    }
  }, [isOpen, analytics]);

  // The recovery call, from the form or the sent step's resend: busy while on its way, the code-sent step on success.
  const send = useCallback(
    (text: string, onSent: () => void) => {
      setError(undefined);
      setBusy(true);
      userActions.recoverPassword(text, shell.lng).then(
        () => {
          setBusy(false);
          analytics.track(FLOW_EVENT.recoveryCodeSent);
          onSent();
        },
        (failure: unknown) => {
          setBusy(false);
          const code = failure instanceof ApiError ? failure.details[0]?.code : undefined;
          setError(t(failure instanceof ApiError && failure.isNetworkError ? 'errors.network' : code === 'invalid_body' ? 'errors.recoveryRequired' : 'errors.unknown'));
        },
      );
    },
    [analytics, t, userActions, shell.lng],
  );

  const submit = useCallback(() => {
    const text = value.trim();
    analytics.countRecoveryAttempt();
    if (!text || text.length > 254) {
      setError(t(text ? 'errors.recoveryTooLong' : 'errors.recoveryRequired'));
      analytics.track(FLOW_EVENT.recoveryFieldsError, { fields: ['login'] });
      return;
    }
    if (isBusy) return;
    send(text, () => {
      setSent(true);
      // spec: S2 §4, success resets the counter (ANLT-026).
      analytics.resetRecoveryAttempts();
    });
  }, [value, analytics, t, isBusy, send]);

  // spec: S2 §4, the recovery flow's resend (ANLT-025): the same request again, from the "link is on its way" step.
  const resend = useCallback(() => {
    const text = value.trim();
    if (isBusy || !text) return;
    analytics.track(FLOW_EVENT.recoveryResend);
    send(text, () => setResent(true));
  }, [value, analytics, isBusy, send]);

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
    isResent,
    isBusy,
    submit,
    resend,
    close,
  };
}
