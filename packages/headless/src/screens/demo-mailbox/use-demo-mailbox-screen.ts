import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@bf/api-client/errors';
import { createUserActionsApi, type ActivationChannel, type LinkAction, type MailboxMessage } from '@bf/api-client/web-api/user-actions';
import { routeHref } from '../../routes/route-links.ts';
import { useSiteDates } from '../../settings/use-site-dates.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useSessionServices } from '../../session/session-provider.tsx';
import type { ActionModel, LinkModel, TextFieldModel, Translate } from '../auth-form/auth-form-model.ts';

/** One stored message as the mailbox lists it: who it went to, what it says, and its link. */
export interface MailboxRow {
  id: number;
  heading: string;
  subject: string;
  body: string;
  time: string;
  link: LinkModel;
}

/**
 * The demo mailbox (docs/decisions.md "User action pages"): what the reference API "sent", since it has no mail or
 * SMS gateway. Clearly marked as a demo; where the API has it off, the page says so.
 */
export interface DemoMailboxModel {
  title: string;
  banner: string;
  /** `loading` until the first answer; `off` where the API has no mailbox. */
  phase: 'loading' | 'ready' | 'off' | 'failed';
  filter: TextFieldModel;
  show: ActionModel;
  onFilterSubmit(): void;
  rows: MailboxRow[];
  emptyText?: string;
  offText?: string;
  /** Signed in: buttons that send a link of each kind to the player. Otherwise a sign-in link. */
  send: { title: string; buttons: (ActionModel & { id: string })[]; sentText?: string; errorText?: string } | { title: string; signIn: LinkModel; text: string };
}

const SENDS: { id: string; action: LinkAction; type?: ActivationChannel; key: string }[] = [
  { id: 'verify', action: 'account-verify', key: 'mailbox.sendVerify' },
  { id: 'activate-email', action: 'activate', type: 'email', key: 'mailbox.sendActivateEmail' },
  { id: 'activate-phone', action: 'activate', type: 'phone', key: 'mailbox.sendActivatePhone' },
  { id: 'activate-fast', action: 'activate-fast', key: 'mailbox.sendActivateFast' },
  { id: 'newsletter', action: 'stop-newsletter', key: 'mailbox.sendNewsletter' },
];

/** The rows of the list, newest first, as the API answers them. */
export function mailboxRows(messages: readonly MailboxMessage[], t: Translate, lng: string, dateTime?: (value: string) => string): MailboxRow[] {
  return messages.map((message) => ({
    id: message.id,
    heading: t(message.channel === 'sms' ? 'mailbox.sms' : 'mailbox.email', { to: message.to }),
    subject: message.subject,
    body: message.body,
    time: dateTime ? dateTime(message.createdAt) : new Date(message.createdAt).toLocaleString(lng, { dateStyle: 'short', timeStyle: 'medium' }),
    link: { label: t('mailbox.open'), href: message.link },
  }));
}

/** The demo mailbox page's model: the messages to the address in `?to=` (all when empty), loaded in the browser. */
export function useDemoMailboxScreen(): DemoMailboxModel {
  const title = usePageTitle();
  const { lng, isSignedIn } = useShell();
  const { t } = useTranslation('auth');
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const services = useSessionServices();
  const api = useMemo(() => createUserActionsApi(services.api.http), [services.api.http]);
  const dates = useSiteDates();
  const to = new URLSearchParams(search).get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const [phase, setPhase] = useState<DemoMailboxModel['phase']>('loading');
  const [messages, setMessages] = useState<MailboxMessage[]>([]);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();
  const [reloads, setReloads] = useState(0);

  useEffect(() => setDraft(to), [to]);
  useEffect(() => {
    const controller = new AbortController();
    api.mailbox(to, controller.signal).then(
      (answer) => {
        setMessages(answer);
        setPhase('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase(error instanceof ApiError && error.statusCode === 404 ? 'off' : 'failed');
      },
    );
    return () => controller.abort();
  }, [api, to, reloads]);

  const onFilterSubmit = useCallback(() => {
    const text = draft.trim();
    void navigate(`${pathname}${text ? `?to=${encodeURIComponent(text)}` : ''}`, { replace: true });
    setReloads((n) => n + 1);
  }, [draft, navigate, pathname]);

  const send = (action: LinkAction, type?: ActivationChannel) => {
    if (busy) return;
    setBusy(true);
    api.sendLink(action, lng, type).then(
      (answer) => {
        setBusy(false);
        setSendError(undefined);
        setSentTo(answer.to);
        if (answer.to === to) setReloads((n) => n + 1);
        else void navigate(`${pathname}?to=${encodeURIComponent(answer.to)}`, { replace: true });
      },
      (error: unknown) => {
        setBusy(false);
        setSentTo(undefined);
        // No phone bound yet: the SMS activation has nowhere to go.
        setSendError(error instanceof ApiError && error.details[0]?.code === 'no_phone' ? t('errors.phoneRequired') : t('errors.unknown'));
      },
    );
  };

  return {
    title,
    banner: t('mailbox.banner'),
    phase,
    filter: { kind: 'text', id: 'mailboxTo', label: t('mailbox.filter'), value: draft, autoComplete: 'off', onText: setDraft },
    show: { label: t('mailbox.show'), onPress: onFilterSubmit },
    onFilterSubmit,
    rows: mailboxRows(messages, t, lng, dates.dateTime),
    emptyText: phase === 'ready' && messages.length === 0 ? t('mailbox.empty') : undefined,
    offText: phase === 'off' ? t('mailbox.off') : phase === 'failed' ? t('errors.network') : undefined,
    send: isSignedIn
      ? {
          title: t('mailbox.sendTitle'),
          buttons: SENDS.map((item) => ({ id: item.id, label: t(item.key), isDisabled: busy, onPress: () => send(item.action, item.type) })),
          sentText: sentTo ? t('mailbox.sent', { to: sentTo }) : undefined,
          errorText: sendError,
        }
      : { title: t('mailbox.sendTitle'), text: t('mailbox.signInToSend'), signIn: { label: t('actions.toLogin'), href: routeHref('login', lng) } },
  };
}
