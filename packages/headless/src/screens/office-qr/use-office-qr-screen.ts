import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { createQrSignInApi } from '@bf/api-client/web-api/qr-signin';
import { drawQr, type QrDrawing } from '../../auth/qr-code.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useSessionServices } from '../../session/use-session.ts';

/** Where the panel is: asking for a code, showing it, its time up, or no answer. */
export type OfficeQrPhase = 'loading' | 'ready' | 'expired' | 'failed';

export interface OfficeQrState {
  phase: OfficeQrPhase;
  /** The absolute URL the code carries. */
  url?: string;
  drawing?: QrDrawing;
  /** When the code stops working, on this device's clock (ms). */
  expiresAt?: number;
  /** The code's whole lifetime in seconds, as the API gave it (120). */
  lifetime?: number;
}

/** office/qr (ACCT-024 auth_qr): a QR code that signs another device in as this player, with its countdown. */
export interface OfficeQrModel {
  title: string;
  panelTitle: string;
  intro: string;
  phase: OfficeQrPhase;
  /** The code, drawn as a path in a `size`-module square, with its accessible name. */
  qr: { label: string; size: number; path: string } | null;
  /** The link itself, for a player who copies it instead of scanning. */
  link: { label: string; href: string } | null;
  countdown: { text: string; secondsLeft: number; total: number } | null;
  /** What happened, when the code is not shown. */
  message: { text: string; tone: 'info' | 'error' } | null;
  renew: { label: string; isBusy: boolean; onPress(): void };
}

/** Seconds left until `expiresAt`, rounded up, never below 0. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** `m:ss`, as the countdown shows it. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface OfficeQrInput {
  t: TFunction;
  state: OfficeQrState;
  now: number;
  renew(): void;
}

export function officeQrModel({ t, state, now, renew }: OfficeQrInput): OfficeQrModel {
  const left = state.expiresAt === undefined ? 0 : secondsLeft(state.expiresAt, now);
  const phase: OfficeQrPhase = state.phase === 'ready' && left === 0 ? 'expired' : state.phase;
  const shown = phase === 'ready' && state.drawing && state.url;
  return {
    title: t('qr_title'),
    panelTitle: t('qr_panel_title'),
    intro: t('qr_intro'),
    phase,
    qr: shown ? { label: t('qr_image'), size: state.drawing!.size, path: state.drawing!.path } : null,
    link: shown ? { label: t('qr_link'), href: state.url! } : null,
    countdown: phase === 'ready' ? { text: t('qr_expires_in', { time: clockText(left) }), secondsLeft: left, total: state.lifetime ?? 0 } : null,
    message:
      phase === 'loading'
        ? { text: t('qr_loading'), tone: 'info' }
        : phase === 'expired'
          ? { text: t('qr_expired'), tone: 'info' }
          : phase === 'failed'
            ? { text: t('qr_failed'), tone: 'error' }
            : null,
    renew: { label: t('qr_renew'), isBusy: phase === 'loading', onPress: renew },
  };
}

/** Asks the API for a code on opening and on "Get a new code"; the countdown ticks each second while it is shown. */
export function useOfficeQrScreen(): OfficeQrModel {
  const { t } = useTranslation('office');
  const { lng } = useShell();
  const { api } = useSessionServices();
  const qr = useMemo(() => createQrSignInApi(api.http), [api.http]);
  const [state, setState] = useState<OfficeQrState>({ phase: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const request = useRef(0);

  const renew = useCallback(() => {
    request.current += 1;
    const mine = request.current;
    setState({ phase: 'loading' });
    qr.requestLink(lng)
      .then(async (answer) => {
        const url = new URL(answer.link, window.location.origin).href;
        const drawing = await drawQr(url);
        if (mine !== request.current) return;
        const at = Date.now();
        setNow(at);
        setState({ phase: 'ready', url, drawing, expiresAt: at + answer.lifetimeSeconds * 1000, lifetime: answer.lifetimeSeconds });
      })
      .catch(() => {
        if (mine === request.current) setState({ phase: 'failed' });
      });
  }, [qr, lng]);

  useEffect(() => {
    renew();
    return () => {
      request.current += 1;
    };
  }, [renew]);

  const ticking = state.phase === 'ready' && state.expiresAt !== undefined && now < state.expiresAt;
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  return officeQrModel({ t, state, now, renew });
}
