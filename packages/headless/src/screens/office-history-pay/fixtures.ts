// Payment history models for the workbench: a page of payments, the bonus tab, empty, and loading.
import type { HistoryPayRow, OfficeHistoryPayModel } from './use-office-history-pay-screen.ts';

const noop = () => undefined;

const rows: HistoryPayRow[] = [
  { id: 'p5', date: 'Nov 24, 2026, 10:42 PM', type: 'Withdrawal', detail: 'Bank card', amount: '\u2212RUB 700.00', status: 'Done', tone: 'down' },
  { id: 'p4', date: 'Nov 24, 2026, 10:40 PM', type: 'Deposit', detail: 'E-wallet', amount: '+RUB 2,000.00', status: 'Processing', tone: 'neutral' },
  { id: 'p3', date: 'Nov 24, 2026, 10:38 PM', type: 'Deposit', detail: 'Bank card', amount: '+RUB 300.00', status: 'Cancelled', tone: 'neutral' },
  { id: 'p2', date: 'Nov 24, 2026, 10:37 PM', type: 'Deposit', detail: 'Bank card', amount: '+RUB 200.00', status: 'Failed', tone: 'neutral' },
  { id: 'p1', date: 'Nov 24, 2026, 10:35 PM', type: 'Deposit', detail: 'Bank card', amount: '+RUB 1,500.00', status: 'Done', tone: 'up' },
];

export const payments: OfficeHistoryPayModel = {
  title: 'Payment history',
  tabs: {
    label: 'Account',
    value: 'main',
    options: [
      { value: 'main', label: 'Main account' },
      { value: 'bonus', label: 'Bonus account' },
    ],
    onChange: noop,
  },
  status: 'ready',
  message: null,
  columns: { date: 'Date', type: 'Operation', detail: 'Payment method', amount: 'Amount', status: 'Status' },
  rows,
  paging: { label: 'Page 1', newer: { label: 'Newer', isDisabled: true, onPress: noop }, older: { label: 'Older', isDisabled: false, onPress: noop } },
};

export const bonus: OfficeHistoryPayModel = {
  ...payments,
  tabs: { ...payments.tabs, value: 'bonus' },
  rows: [{ id: 'l9', date: 'Nov 24, 2026, 10:35 PM', type: 'Deposit bonus', detail: '', amount: '+RUB 1,500.00', status: 'Done', tone: 'up' }],
  paging: { ...payments.paging, label: null, older: { ...payments.paging.older, isDisabled: true } },
};

export const empty: OfficeHistoryPayModel = { ...payments, status: 'empty', message: 'No payments yet.', rows: [], paging: bonus.paging };

export const loading: OfficeHistoryPayModel = { ...empty, status: 'loading', message: null };
