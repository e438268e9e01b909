import { useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@bf/api-client/errors';
import { createQrSignInApi, QR_TOKEN_PATTERN, qrRefusalOf, type QrRefusal } from '@bf/api-client/web-api/qr-signin';
import { routeHref } from '../../routes/route-links.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useSessionServices } from '../../session/use-session.ts';

/** Where the receiving page is: opened without a code, signing in, signed in, refused (used, expired, unknown) or no answer. */
export type UserQrPhase = 'no-link' | 'signing-in' | 'done' | 'refused' | 'failed';

export interface UserQrState {
  phase: UserQrPhase;
  refusal?: QrRefusal;
}

/** `/{lng}/user/qr?token=…` (ACCT-024 auth_qr): the device that opened a QR sign-in code. */
export interface UserQrModel {
  title: string;
  phase: UserQrPhase;
  text: string;
  tone: 'info' | 'success' | 'error';
  isBusy: boolean;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
}

/** The phase the page opens in: a well-formed code is used, anything else refused without a call. */
export function openingOf(search: string): { state: UserQrState; token?: string } {
  const token = new URLSearchParams(search).get('token');
  if (token === null) return { state: { phase: 'no-link' } };
  return QR_TOKEN_PATTERN.test(token) ? { state: { phase: 'signing-in' }, token } : { state: { phase: 'refused', refusal: 'invalid' } };
}

export function userQrModel({ t, state, lng }: { t: TFunction; state: UserQrState; lng: string }): UserQrModel {
  const home = { label: t('qr_to_home'), href: routeHref('home', lng) };
  const account = { label: t('qr_to_account'), href: routeHref('office-account', lng) };
  const text =
    state.phase === 'signing-in'
      ? t('qr_signing_in')
      : state.phase === 'done'
        ? t('qr_signed_in')
        : state.phase === 'refused'
          ? t(`qr_refused_${state.refusal ?? 'invalid'}`)
          : state.phase === 'failed'
            ? t('qr_sign_in_failed')
            : t('qr_no_link');
  return {
    title: t('qr_page_title'),
    phase: state.phase,
    text,
    tone: state.phase === 'done' ? 'success' : state.phase === 'refused' || state.phase === 'failed' ? 'error' : 'info',
    isBusy: state.phase === 'signing-in',
    primary: state.phase === 'done' ? account : home,
    ...(state.phase === 'done' ? { secondary: home } : {}),
  };
}

/**
 * Signs this device in with the code of the link once, on opening (a code works once, so a second render must not
 * use it again), then keeps the page with links to the account and home.
 */
export function useUserQrScreen(): UserQrModel {
  const { t } = useTranslation('office');
  const { lng } = useShell();
  const { search } = useLocation();
  const services = useSessionServices();
  const qr = useMemo(() => createQrSignInApi(services.api.http), [services.api.http]);
  const opening = useMemo(() => openingOf(search), [search]);
  const [state, setState] = useState<UserQrState>(opening.state);
  const used = useRef<string | undefined>(undefined);
  const { completeSignIn } = services;

  useEffect(() => {
    const token = opening.token;
    setState(opening.state);
    if (!token || used.current === token) return;
    used.current = token;
    qr.signIn(token).then(
      async (answer) => {
        await completeSignIn({ token: answer.data?.token, navigate: false });
        setState({ phase: 'done' });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) setState({ phase: 'refused', refusal: qrRefusalOf(error.details[0]?.code) });
        else setState({ phase: 'failed' });
      },
    );
  }, [opening, qr, completeSignIn]);

  return userQrModel({ t, state, lng });
}
