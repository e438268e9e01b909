import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { Payment } from '@bf/api-client/office';
import type { PaymentTopic } from '@bf/api-client/office-care';
import { initialRequestDraft, officePaymentRequestsModel, requestDraftErrors, type OfficePaymentRequestsInput } from '@bf/headless/screens/office-payment-requests';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const topics: PaymentTopic[] = [
  { id: 1, direction: 'deposit', subTopicIds: [11, 12, 13] },
  { id: 2, direction: 'withdrawal', subTopicIds: [21, 22, 23] },
  { id: 3, direction: null, subTopicIds: [31, 32] },
];
const payment: Payment = {
  id: 31,
  direction: 'deposit',
  accountId: 7,
  accountType: 0,
  iso: 'RUB',
  method: 'card',
  amount: '150.00',
  amountMinor: 15_000,
  status: 'fail',
  settleAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const dates = { format: (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ') };
const input = (over: Partial<OfficePaymentRequestsInput> = {}): OfficePaymentRequestsInput => ({
  t,
  lng: 'en',
  dates,
  step: 'topics',
  params: {},
  topics,
  requests: [],
  transactions: undefined,
  isError: false,
  draft: initialRequestDraft(),
  actions: { setSubTopic: vi.fn(), setTransaction: vi.fn(), setMessage: vi.fn(), send: vi.fn() },
  ...over,
});

describe('request draft', () => {
  it('needs a sub-topic of the topic, the payment for topics 1 and 2, and a message of 10+ characters', () => {
    expect(requestDraftErrors(topics[0]!, { subTopicId: '21', transactionId: '', message: 'short' })).toEqual({ subTopic: 'subtopic', transaction: 'transaction', message: 'short' });
    expect(requestDraftErrors(topics[0]!, { subTopicId: '11', transactionId: '31', message: 'Money missing' })).toEqual({ subTopic: undefined, transaction: undefined, message: undefined });
    expect(requestDraftErrors(topics[2]!, { subTopicId: '32', transactionId: '', message: 'What are the limits?' })).toEqual({ subTopic: undefined, transaction: undefined, message: undefined });
  });
});

describe('payment request pages', () => {
  it('topics: a deposit or withdrawal leads to its payments, another question straight to the form', () => {
    const model = officePaymentRequestsModel(input());
    expect(model.topics.rows.map((row) => [row.title, row.href])).toEqual([
      ['A deposit', '/en/office/payment/1/transactions'],
      ['A withdrawal', '/en/office/payment/2/transactions'],
      ['Another payment question', '/en/office/payment/create-request/3'],
    ]);
    expect(model.requests.empty).toBe('You have no payment requests.');
    expect(model.back).toBeNull();
  });

  it('topics: lists the requests with their sub-topic and payment', () => {
    const model = officePaymentRequestsModel(
      input({ requests: [{ id: 8, topicId: 1, subTopicId: 11, transactionId: 31, message: 'x', status: 'open', createdAt: '2026-03-01T10:05:00.000Z' }] }),
    );
    expect(model.requests.rows).toEqual([{ id: '8', title: '#8 · A deposit', detail: 'The deposit was not credited (payment #31)', meta: '2026-03-01 10:05', status: 'Open', href: null }]);
  });

  it('transactions: each payment of the topic leads to its page; an empty list says so', () => {
    const model = officePaymentRequestsModel(input({ step: 'transactions', params: { topicId: 1 }, transactions: [payment] }));
    expect(model.heading).toBe('A deposit');
    expect(model.transactions.rows).toEqual([{ id: '31', title: '#31 · RUB\u00a0150.00', detail: 'Bank card', meta: '2026-03-01 10:00', status: 'Failed', href: '/en/office/payment/1/transactions/31' }]);
    expect(model.back).toEqual({ label: 'All topics', href: '/en/office/payment/requests' });
    expect(officePaymentRequestsModel(input({ step: 'transactions', params: { topicId: 2 }, transactions: [] })).transactions).toMatchObject({ title: 'Your withdrawals', empty: 'No payments yet' });
  });

  it('transaction: the payment facts and its sub-topics, each carrying the payment to the form', () => {
    const model = officePaymentRequestsModel(input({ step: 'transaction', params: { topicId: 1, transactionId: 31 }, transactions: [payment] }));
    expect(model.transaction?.facts.map((fact) => fact.value)).toEqual(['#31 · RUB\u00a0150.00', '2026-03-01 10:00', 'Bank card', 'Failed']);
    expect(model.transaction?.subTopics.map((row) => [row.title, row.href])).toEqual([
      ['The deposit was not credited', '/en/office/payment/1/11?transactionId=31'],
      ['The amount credited is wrong', '/en/office/payment/1/12?transactionId=31'],
      ['I was charged twice', '/en/office/payment/1/13?transactionId=31'],
    ]);
    expect(model.back?.href).toBe('/en/office/payment/1/transactions');
  });

  it('an unknown topic, a sub-topic of another topic or a payment not the player’s is "not found"', () => {
    expect(officePaymentRequestsModel(input({ step: 'transactions', params: { topicId: 9 } })).status).toBe('not-found');
    expect(officePaymentRequestsModel(input({ step: 'form', params: { topicId: 1, subTopicId: 21 }, transactions: [] })).status).toBe('not-found');
    const other = officePaymentRequestsModel(input({ step: 'transaction', params: { topicId: 1, transactionId: 99 }, transactions: [payment] }));
    expect(other).toMatchObject({ status: 'not-found', statusText: 'There is no such topic or payment.', transaction: null });
  });

  it('form: the sub-topic and payment come picked from the route; errors show after a send', () => {
    const picked = officePaymentRequestsModel(input({ step: 'form', params: { topicId: 1, subTopicId: 11, transactionId: 31 }, transactions: [payment], draft: initialRequestDraft(11, 31) }));
    expect(picked.form?.subTopic.value).toBe('11');
    expect(picked.form?.transaction?.value).toBe('31');
    expect(picked.form?.transaction?.options[1]?.label).toBe('#31 · RUB\u00a0150.00 · 2026-03-01 10:00 · Failed');
    const noPayment = officePaymentRequestsModel(input({ step: 'form', params: { topicId: 3 }, draft: { ...initialRequestDraft(), isSubmitted: true } }));
    expect(noPayment.form?.transaction).toBeNull();
    expect(noPayment.form?.subTopic.error).toBe('Choose a subject.');
    expect(noPayment.form?.subTopic.options.map((option) => option.label)).toEqual(['Choose…', 'Payment methods', 'Limits and fees']);
  });

  it('form: once sent, the button stays off and a link leads back to the requests', () => {
    const sent = officePaymentRequestsModel(
      input({ step: 'form', params: { topicId: 3 }, draft: { ...initialRequestDraft(32), sent: { id: 8, topicId: 3, subTopicId: 32, transactionId: null, message: 'x', status: 'open', createdAt: '' }, result: { text: 'ok', tone: 'success' } } }),
    );
    expect(sent.form?.submit.isDisabled).toBe(true);
    expect(sent.form?.done).toEqual({ label: 'See your requests', href: '/en/office/payment/requests' });
  });
});
