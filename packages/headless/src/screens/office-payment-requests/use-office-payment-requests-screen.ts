import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Payment } from '@bf/api-client/office';
import { careKeys, type PaymentRequest, type PaymentTopic } from '@bf/api-client/office-care';
import type { DateFormatter } from '../../i18n/date-format.ts';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { callFailure, messageError, messageField, useOfficeCareApi, type CareButton, type CareFact, type CareLink, type CareMessage, type CareRow, type CareSelect, type CareTextArea } from '../../office-care/care-model.ts';
import { moneyText } from '../../payments/payment-form.ts';
import { routeHref } from '../../routes/route-links.ts';

/**
 * The payment request pages (ROUTE-028, ROUTE-029): `topics` (office/payment/requests: the topics and the player's
 * requests), `transactions` ({topicId}/transactions: the payments a topic is about), `transaction`
 * ({topicId}/transactions/{transactionId}: one payment and the sub-topics to pick), and `form`
 * (create-request/{topicId} and {topicId}/{subTopicId}: the request itself).
 */
export type PaymentRequestStep = 'topics' | 'transactions' | 'transaction' | 'form';

export interface PaymentRequestForm {
  title: string;
  subTopic: CareSelect;
  /** The payment the request is about; null for a topic without payments. */
  transaction: CareSelect | null;
  message: CareTextArea;
  submit: CareButton;
  result: CareMessage;
  /** After sending: back to the list of requests. */
  done: CareLink | null;
}

export interface OfficePaymentRequestsModel {
  title: string;
  step: PaymentRequestStep;
  /** The step's heading: the section, or the topic's name. */
  heading: string;
  status: 'loading' | 'error' | 'not-found' | 'ready';
  statusText: string | null;
  back: CareLink | null;
  topics: { title: string; rows: CareRow[] };
  requests: { title: string; empty: string | null; rows: CareRow[] };
  transactions: { title: string; empty: string | null; rows: CareRow[]; other: CareLink | null };
  transaction: { facts: CareFact[]; subTopicsTitle: string; subTopics: CareRow[] } | null;
  form: PaymentRequestForm | null;
}

export interface RequestDraft {
  subTopicId: string;
  transactionId: string;
  message: string;
  isSubmitted: boolean;
  isBusy: boolean;
  result: CareMessage;
  sent: PaymentRequest | null;
}

export interface OfficePaymentRequestsInput {
  t: TFunction;
  lng: string;
  dates: DateFormatter;
  step: PaymentRequestStep;
  params: { topicId?: number; transactionId?: number; subTopicId?: number };
  topics: readonly PaymentTopic[] | undefined;
  requests: readonly PaymentRequest[] | undefined;
  transactions: readonly Payment[] | undefined;
  isError: boolean;
  draft: RequestDraft;
  actions: { setSubTopic(value: string): void; setTransaction(value: string): void; setMessage(text: string): void; send(): void };
}

export const initialRequestDraft = (subTopicId?: number, transactionId?: number): RequestDraft => ({
  subTopicId: subTopicId === undefined ? '' : String(subTopicId),
  transactionId: transactionId === undefined ? '' : String(transactionId),
  message: '',
  isSubmitted: false,
  isBusy: false,
  result: null,
  sent: null,
});

/** The draft's errors: a sub-topic of the topic, the payment when the topic has them, and the message. */
export function requestDraftErrors(topic: PaymentTopic, draft: Pick<RequestDraft, 'subTopicId' | 'transactionId' | 'message'>) {
  return {
    subTopic: topic.subTopicIds.includes(Number(draft.subTopicId)) ? undefined : ('subtopic' as const),
    transaction: topic.direction !== null && draft.transactionId === '' ? ('transaction' as const) : undefined,
    message: messageError(draft.message),
  };
}

const paymentLine = (t: TFunction, lng: string, dates: DateFormatter, payment: Payment) => ({
  title: t('payreq_payment_title', { id: payment.id, amount: moneyText(payment.amountMinor, payment.iso, lng) }),
  date: dates.format(new Date(payment.createdAt)),
  method: t(`method_${payment.method}`, { ns: 'payments', defaultValue: payment.method }),
  status: t(`status_${payment.status}`, { ns: 'payments', defaultValue: payment.status }),
});

/** The payment request pages' model (pure: tests and fixtures use it directly). */
export function officePaymentRequestsModel(input: OfficePaymentRequestsInput): OfficePaymentRequestsModel {
  const { t, lng, dates, step, params, draft, actions } = input;
  const topic = params.topicId === undefined ? undefined : input.topics?.find((item) => item.id === params.topicId);
  const topicName = (id: number) => t(`payreq_topic_${id}`);
  const subTopicName = (id: number) => t(`payreq_subtopic_${id}`);
  const listHref = routeHref('office-payment-requests', lng);
  const topicStart = (item: PaymentTopic) =>
    item.direction === null ? routeHref('office-payment-create-request', lng, { topicId: String(item.id) }) : routeHref('office-payment-transactions', lng, { topicId: String(item.id) });
  const payment = params.transactionId === undefined ? undefined : input.transactions?.find((item) => item.id === params.transactionId);
  const needsTransactions = step !== 'topics';
  const isLoaded = input.topics !== undefined && (step === 'topics' ? input.requests !== undefined : !topic?.direction || input.transactions !== undefined);
  const notFound =
    input.topics !== undefined &&
    step !== 'topics' &&
    (!topic ||
      (params.subTopicId !== undefined && !topic.subTopicIds.includes(params.subTopicId)) ||
      (step === 'transaction' && isLoaded && !payment));
  const status = input.isError ? 'error' : notFound ? 'not-found' : isLoaded ? 'ready' : 'loading';
  const ready = status === 'ready' && (!needsTransactions || topic !== undefined);

  const form = (): PaymentRequestForm | null => {
    if (step !== 'form' || !ready || !topic) return null;
    const errors = draft.isSubmitted ? requestDraftErrors(topic, draft) : { subTopic: undefined, transaction: undefined, message: undefined };
    return {
      title: t('payreq_form_title'),
      subTopic: {
        id: 'payreq-subtopic',
        label: t('payreq_subtopic'),
        value: draft.subTopicId,
        options: [{ value: '', label: t('care_choose') }, ...topic.subTopicIds.map((id) => ({ value: String(id), label: subTopicName(id) }))],
        ...(errors.subTopic ? { error: t('payreq_error_subtopic') } : {}),
        onChange: actions.setSubTopic,
      },
      transaction:
        topic.direction === null
          ? null
          : {
              id: 'payreq-transaction',
              label: t('payreq_transaction'),
              value: draft.transactionId,
              options: [
                { value: '', label: t(input.transactions?.length ? 'care_choose' : 'payreq_no_payments') },
                ...(input.transactions ?? []).map((item) => {
                  const line = paymentLine(t, lng, dates, item);
                  return { value: String(item.id), label: `${line.title} · ${line.date} · ${line.status}` };
                }),
              ],
              ...(errors.transaction ? { error: t('payreq_error_transaction') } : {}),
              onChange: actions.setTransaction,
            },
      message: messageField(t, 'payreq-message', draft.message, draft.isSubmitted, actions.setMessage),
      submit: { label: t(draft.isBusy ? 'care_sending' : 'payreq_send'), isBusy: draft.isBusy, isDisabled: draft.isBusy || draft.sent !== null, onPress: actions.send },
      result: draft.result,
      done: draft.sent ? { label: t('payreq_to_list'), href: listHref } : null,
    };
  };

  const requestRows = (input.requests ?? []).map(
    (request): CareRow => ({
      id: String(request.id),
      title: t('payreq_request_title', { id: request.id, topic: topicName(request.topicId) }),
      detail: request.transactionId === null ? subTopicName(request.subTopicId) : t('payreq_request_about', { subTopic: subTopicName(request.subTopicId), id: request.transactionId }),
      meta: dates.format(new Date(request.createdAt)),
      status: t(`payreq_status_${request.status}`),
      href: null,
    }),
  );

  const statusText = { loading: t('care_loading'), error: t('care_load_error'), 'not-found': t('payreq_not_found'), ready: null }[status];
  return {
    title: t('payreq_title'),
    step,
    heading: topic && step !== 'topics' ? topicName(topic.id) : t('payreq_title'),
    status,
    statusText,
    back:
      step === 'topics'
        ? null
        : step === 'transaction' && topic
          ? { label: t('payreq_back_payments'), href: routeHref('office-payment-transactions', lng, { topicId: String(topic.id) }) }
          : { label: t('payreq_back_topics'), href: listHref },
    topics: {
      title: t('payreq_topics_title'),
      rows:
        step === 'topics'
          ? (input.topics ?? []).map((item) => ({
              id: String(item.id),
              title: topicName(item.id),
              detail: t(`payreq_topic_${item.id}_hint`),
              meta: '',
              status: null,
              href: topicStart(item),
            }))
          : [],
    },
    requests: { title: t('payreq_requests_title'), empty: step === 'topics' && ready && requestRows.length === 0 ? t('payreq_requests_empty') : null, rows: step === 'topics' ? requestRows : [] },
    transactions: {
      title: topic?.direction === 'withdrawal' ? t('payreq_withdrawals') : t('payreq_deposits'),
      empty: step === 'transactions' && ready && (input.transactions ?? []).length === 0 ? t('payreq_no_payments') : null,
      rows:
        step === 'transactions' && ready && topic
          ? (input.transactions ?? []).map((item) => {
              const line = paymentLine(t, lng, dates, item);
              return {
                id: String(item.id),
                title: line.title,
                detail: line.method,
                meta: line.date,
                status: line.status,
                href: routeHref('office-payment-transaction', lng, { topicId: String(topic.id), transactionId: String(item.id) }),
              };
            })
          : [],
      other: step === 'transactions' && topic ? { label: t('payreq_without_payment'), href: routeHref('office-payment-create-request', lng, { topicId: String(topic.id) }) } : null,
    },
    transaction:
      step === 'transaction' && ready && topic && payment
        ? (() => {
            const line = paymentLine(t, lng, dates, payment);
            return {
              facts: [
                { id: 'payment', label: t('payreq_fact_payment'), value: line.title },
                { id: 'date', label: t('payreq_fact_date'), value: line.date },
                { id: 'method', label: t('payreq_fact_method'), value: line.method },
                { id: 'status', label: t('payreq_fact_status'), value: line.status },
              ],
              subTopicsTitle: t('payreq_subtopics_title'),
              subTopics: topic.subTopicIds.map((id) => ({
                id: String(id),
                title: subTopicName(id),
                detail: '',
                meta: '',
                status: null,
                href: `${routeHref('office-payment-subtopic', lng, { topicId: String(topic.id), subTopicId: String(id) })}?transactionId=${payment.id}`,
              })),
            };
          })()
        : null,
    form: form(),
  };
}

const positive = (text: string | null | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/**
 * The payment request pages over the office API: topics, the player's payments of a topic, and the request form
 * (its sub-topic and payment picked from the route, ?transactionId= carried from the payment's page).
 */
export function useOfficePaymentRequestsScreen(step: PaymentRequestStep): OfficePaymentRequestsModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const dates = useDateFormatter('dateTime');
  const api = useOfficeCareApi();
  const { mutate } = useSWRConfig();
  const routeParams = useParams();
  const [search] = useSearchParams();
  const params = { topicId: positive(routeParams.topicId), transactionId: positive(routeParams.transactionId ?? search.get('transactionId')), subTopicId: positive(routeParams.subTopicId) };
  const topics = useSWR(careKeys.topics(), () => api.getTopics());
  const requests = useSWR(step === 'topics' ? careKeys.requests() : null, () => api.getRequests());
  const topic = topics.data?.find((item) => item.id === params.topicId);
  const transactions = useSWR(step !== 'topics' && topic?.direction ? careKeys.topicTransactions(topic.id) : null, () => api.getTopicTransactions(topic!.id));
  const [draft, setDraft] = useState(() => initialRequestDraft(params.subTopicId, params.transactionId));
  const update = (change: Partial<RequestDraft>) => setDraft((current) => ({ ...current, ...change, result: null }));
  return officePaymentRequestsModel({
    t,
    lng,
    dates,
    step,
    params,
    topics: topics.data,
    requests: requests.data,
    transactions: transactions.data?.transactions,
    isError: [topics, requests, transactions].some((call) => call.error !== undefined && call.data === undefined),
    draft,
    actions: {
      setSubTopic: (subTopicId) => update({ subTopicId }),
      setTransaction: (transactionId) => update({ transactionId }),
      setMessage: (message) => update({ message }),
      send: () => {
        if (!topic || draft.isBusy || draft.sent) return;
        const errors = requestDraftErrors(topic, draft);
        if (errors.subTopic || errors.transaction || errors.message) {
          setDraft((current) => ({ ...current, isSubmitted: true }));
          return;
        }
        setDraft((current) => ({ ...current, isSubmitted: true, isBusy: true, result: null }));
        api
          .createRequest({ topicId: topic.id, subTopicId: Number(draft.subTopicId), ...(topic.direction ? { transactionId: Number(draft.transactionId) } : {}), message: draft.message.trim() })
          .then(
            (request) => {
              setDraft((current) => ({ ...current, isBusy: false, sent: request, result: { text: t('payreq_sent', { id: request.id }), tone: 'success' } }));
              // The list of requests is out of date now: the next visit asks again.
              void mutate(careKeys.requests());
            },
            (error: unknown) => setDraft((current) => ({ ...current, isBusy: false, result: callFailure(t, error) })),
          );
      },
    },
  });
}
