// Payment result models for the workbench: each outcome of a deposit, and a pending withdrawal.
import type { PaymentResultModel } from './use-payment-result-screen.ts';

const rows = (status: string, balance: string): PaymentResultModel['rows'] => [
  { id: 'payment', label: 'Payment', value: '#42' },
  { id: 'amount', label: 'Amount', value: 'RUB 1,500.00' },
  { id: 'method', label: 'Payment method', value: 'Bank card' },
  { id: 'status', label: 'Status', value: status },
  { id: 'balance', label: 'Balance now', value: balance },
];
const links = (primary: 'again' | 'history'): PaymentResultModel['links'] => [
  { id: 'again', label: 'Make a deposit', href: '/en/office/recharge', isPrimary: primary === 'again' },
  { id: 'history', label: 'Payment history', href: '/en/office/historypay', isPrimary: primary === 'history' },
];

export const success: PaymentResultModel = {
  title: 'Deposit received',
  tone: 'success',
  text: 'RUB 1,500.00 is on your account.',
  note: null,
  rows: rows('Done', 'RUB 2,500.00'),
  links: links('history'),
};

export const failed: PaymentResultModel = {
  title: 'The deposit failed',
  tone: 'error',
  text: 'The provider declined the payment. No money was taken.',
  note: null,
  rows: rows('Failed', 'RUB 1,000.00'),
  links: links('again'),
};

export const pending: PaymentResultModel = {
  title: 'Your deposit is being processed',
  tone: 'warning',
  text: 'The provider has not confirmed RUB 1,500.00 yet.',
  note: 'This page checks again by itself; the balance updates when the payment settles. You may leave it.',
  rows: rows('Processing', 'RUB 1,000.00'),
  links: links('history'),
};

export const cancelled: PaymentResultModel = {
  title: 'Deposit cancelled',
  tone: 'info',
  text: 'You cancelled the payment. No money was taken.',
  note: null,
  rows: rows('Cancelled', 'RUB 1,000.00'),
  links: links('again'),
};

export const loading: PaymentResultModel = { ...pending, text: 'Checking the payment…', rows: [] };
