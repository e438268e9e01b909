import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { careKeys, SUPPORT_TOPICS, type SupportTicket, type SupportTopic } from '@bf/api-client/office-care';
import type { DateFormatter } from '../../i18n/date-format.ts';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { callFailure, messageError, messageField, useOfficeCareApi, type CareButton, type CareMessage, type CareRow, type CareSelect, type CareTextArea } from '../../office-care/care-model.ts';

/** office/support: write to support under a topic, and see what was sent. */
export interface OfficeSupportModel {
  title: string;
  intro: string;
  form: { title: string; topic: CareSelect; message: CareTextArea; submit: CareButton; result: CareMessage };
  tickets: { title: string; status: 'loading' | 'error' | 'empty' | 'ready'; text: string | null; rows: CareRow[] };
}

export interface SupportDraft {
  topic: SupportTopic | '';
  message: string;
  isSubmitted: boolean;
  isBusy: boolean;
  result: CareMessage;
}
export const initialSupportDraft = (): SupportDraft => ({ topic: '', message: '', isSubmitted: false, isBusy: false, result: null });

export interface OfficeSupportInput {
  t: TFunction;
  dates: DateFormatter;
  tickets: readonly SupportTicket[] | undefined;
  isError: boolean;
  draft: SupportDraft;
  actions: { setTopic(topic: SupportTopic | ''): void; setMessage(text: string): void; send(): void };
}

const isTopic = (value: string): value is SupportTopic => (SUPPORT_TOPICS as readonly string[]).includes(value);

/** Whether the draft can be sent: a topic and a message of 10 to 2000 characters. */
export const supportDraftErrors = (draft: Pick<SupportDraft, 'topic' | 'message'>) => ({
  topic: draft.topic === '' ? ('topic' as const) : undefined,
  message: messageError(draft.message),
});

/** The support page's model (pure: tests and fixtures use it directly). */
export function officeSupportModel({ t, dates, tickets, isError, draft, actions }: OfficeSupportInput): OfficeSupportModel {
  const errors = draft.isSubmitted ? supportDraftErrors(draft) : { topic: undefined, message: undefined };
  const rows = (tickets ?? []).map(
    (ticket): CareRow => ({
      id: String(ticket.id),
      title: t('support_ticket_title', { id: ticket.id, topic: t(`support_topic_${ticket.topic}`) }),
      detail: ticket.message,
      meta: dates.format(new Date(ticket.createdAt)),
      status: t(`support_status_${ticket.status}`),
      href: null,
    }),
  );
  const status = isError ? 'error' : tickets === undefined ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  return {
    title: t('support_title'),
    intro: t('support_intro'),
    form: {
      title: t('support_form_title'),
      topic: {
        id: 'support-topic',
        label: t('support_topic'),
        value: draft.topic,
        options: [{ value: '', label: t('care_choose') }, ...SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`support_topic_${topic}`) }))],
        ...(errors.topic ? { error: t('support_error_topic') } : {}),
        onChange: (value) => actions.setTopic(isTopic(value) ? value : ''),
      },
      message: messageField(t, 'support-message', draft.message, draft.isSubmitted, actions.setMessage),
      submit: { label: t(draft.isBusy ? 'care_sending' : 'support_send'), isBusy: draft.isBusy, isDisabled: draft.isBusy, onPress: actions.send },
      result: draft.result,
    },
    tickets: {
      title: t('support_tickets_title'),
      status,
      text: status === 'loading' ? t('care_loading') : status === 'error' ? t('care_load_error') : status === 'empty' ? t('support_tickets_empty') : null,
      rows,
    },
  };
}

/**
 * office/support (ROUTE-026): a contact form that sends through the office API (topic and a message of 10 to 2000
 * characters, checked here first) and the player's messages, newest first. A sent message clears the form.
 */
export function useOfficeSupportScreen(): OfficeSupportModel {
  const { t } = useTranslation('office');
  const dates = useDateFormatter('dateTime');
  const api = useOfficeCareApi();
  const tickets = useSWR(careKeys.tickets(), () => api.getTickets());
  const [draft, setDraft] = useState(initialSupportDraft);
  const update = (change: Partial<SupportDraft>) => setDraft((current) => ({ ...current, ...change }));
  return officeSupportModel({
    t,
    dates,
    tickets: tickets.data,
    isError: tickets.error !== undefined && tickets.data === undefined,
    draft,
    actions: {
      setTopic: (topic) => update({ topic, result: null }),
      setMessage: (message) => update({ message, result: null }),
      send: () => {
        if (draft.isBusy) return;
        const errors = supportDraftErrors(draft);
        if (errors.topic || errors.message || draft.topic === '') {
          update({ isSubmitted: true });
          return;
        }
        update({ isSubmitted: true, isBusy: true, result: null });
        api.sendTicket(draft.topic, draft.message.trim()).then(
          (ticket) => {
            setDraft({ ...initialSupportDraft(), result: { text: t('support_sent', { id: ticket.id }), tone: 'success' } });
            void tickets.mutate((list) => [ticket, ...(list ?? [])], { revalidate: false });
          },
          (error: unknown) => update({ isBusy: false, result: callFailure(t, error) }),
        );
      },
    },
  });
}
