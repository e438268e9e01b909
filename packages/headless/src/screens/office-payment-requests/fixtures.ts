// Payment request page models for the workbench: topics with requests, a topic's payments, one payment, and the form with errors.
import type { OfficePaymentRequestsModel } from './use-office-payment-requests-screen.ts';

const noop = () => undefined;
const base: OfficePaymentRequestsModel = {
  title: 'Payment requests',
  step: 'topics',
  heading: 'Payment requests',
  status: 'ready',
  statusText: null,
  back: null,
  topics: {
    title: 'What is it about?',
    rows: [
      { id: '1', title: 'A deposit', detail: 'Money you paid in has not arrived, or arrived wrong.', meta: '', status: null, href: '/en/office/payment/1/transactions' },
      { id: '2', title: 'A withdrawal', detail: 'Money you took out has not arrived, or you want to stop it.', meta: '', status: null, href: '/en/office/payment/2/transactions' },
      { id: '3', title: 'Another payment question', detail: 'Payment methods, limits and fees.', meta: '', status: null, href: '/en/office/payment/create-request/3' },
    ],
  },
  requests: {
    title: 'Your requests',
    empty: null,
    rows: [{ id: '7', title: '#7 · A deposit', detail: 'The deposit was not credited (payment #31)', meta: '01.03.2026, 10:05', status: 'Open', href: null }],
  },
  transactions: { title: 'Your deposits', empty: null, rows: [], other: null },
  transaction: null,
  form: null,
};

export const topics = base;
export const noRequests: OfficePaymentRequestsModel = { ...base, requests: { title: 'Your requests', empty: 'You have no payment requests.', rows: [] } };

export const transactions: OfficePaymentRequestsModel = {
  ...base,
  step: 'transactions',
  heading: 'A deposit',
  back: { label: 'All topics', href: '/en/office/payment/requests' },
  transactions: {
    title: 'Your deposits',
    empty: null,
    rows: [
      { id: '31', title: '#31 · RUB 150.00', detail: 'Bank card', meta: '01.03.2026, 10:00', status: 'Failed', href: '/en/office/payment/1/transactions/31' },
      { id: '30', title: '#30 · RUB 1,000.00', detail: 'E-wallet', meta: '28.02.2026, 18:30', status: 'Done', href: '/en/office/payment/1/transactions/30' },
    ],
    other: { label: 'Open the request form', href: '/en/office/payment/create-request/1' },
  },
};

export const transaction: OfficePaymentRequestsModel = {
  ...base,
  step: 'transaction',
  heading: 'A deposit',
  back: { label: 'Back to the payments', href: '/en/office/payment/1/transactions' },
  transaction: {
    facts: [
      { id: 'payment', label: 'Payment', value: '#31 · RUB 150.00' },
      { id: 'date', label: 'Date', value: '01.03.2026, 10:00' },
      { id: 'method', label: 'Method', value: 'Bank card' },
      { id: 'status', label: 'Status', value: 'Failed' },
    ],
    subTopicsTitle: 'What went wrong?',
    subTopics: [
      { id: '11', title: 'The deposit was not credited', detail: '', meta: '', status: null, href: '/en/office/payment/1/11?transactionId=31' },
      { id: '12', title: 'The amount credited is wrong', detail: '', meta: '', status: null, href: '/en/office/payment/1/12?transactionId=31' },
      { id: '13', title: 'I was charged twice', detail: '', meta: '', status: null, href: '/en/office/payment/1/13?transactionId=31' },
    ],
  },
};

export const formWithErrors: OfficePaymentRequestsModel = {
  ...base,
  step: 'form',
  heading: 'A deposit',
  back: { label: 'All topics', href: '/en/office/payment/requests' },
  form: {
    title: 'Your request',
    subTopic: {
      id: 'payreq-subtopic',
      label: 'Subject',
      value: '',
      options: [
        { value: '', label: 'Choose…' },
        { value: '11', label: 'The deposit was not credited' },
        { value: '12', label: 'The amount credited is wrong' },
      ],
      error: 'Choose a subject.',
      onChange: noop,
    },
    transaction: { id: 'payreq-transaction', label: 'Payment', value: '31', options: [{ value: '', label: 'Choose…' }, { value: '31', label: '#31 · RUB 150.00 · 01.03.2026, 10:00 · Failed' }], onChange: noop },
    message: { id: 'payreq-message', label: 'Message', value: 'Help', counter: '4 / 2000', maxLength: 2000, error: 'Write at least 10 characters.', onText: noop },
    submit: { label: 'Send request', isBusy: false, isDisabled: false, onPress: noop },
    result: null,
    done: null,
  },
};

export const sent: OfficePaymentRequestsModel = {
  ...formWithErrors,
  form: {
    ...formWithErrors.form!,
    subTopic: { ...formWithErrors.form!.subTopic, value: '11', error: undefined },
    message: { ...formWithErrors.form!.message, value: 'The money left my card but did not arrive.', counter: '42 / 2000', error: undefined },
    submit: { label: 'Send request', isBusy: false, isDisabled: true, onPress: noop },
    result: { text: 'Request #8 was sent. We will answer by e-mail.', tone: 'success' },
    done: { label: 'See your requests', href: '/en/office/payment/requests' },
  },
};

export const loading: OfficePaymentRequestsModel = { ...base, status: 'loading', statusText: 'Loading…' };
