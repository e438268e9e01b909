// Bet history models for the workbench: loading, empty, filtered to nothing, a list with one coupon open, a failure.
import type { HistoryRow, OfficeHistoryModel } from './use-office-history-screen.ts';

const noop = () => undefined;
const select = (label: string, options: [string, string][]) => ({ label, value: '', options: options.map(([value, text]) => ({ value, label: text })), onChange: noop });

export const loading: OfficeHistoryModel = {
  title: 'Bet history',
  filters: {
    label: 'Filter bets',
    dateFrom: { label: 'From', value: '', onChange: noop },
    dateTo: { label: 'To', value: '', onChange: noop },
    status: select('Status', [['', 'Any status'], ['-2', 'Not settled'], ['1', 'Won'], ['0', 'Lost']]),
    type: select('Bet type', [['', 'Any type'], ['1', 'Accumulator'], ['2', 'System'], ['9', 'Singles'], ['3', 'Chain'], ['4', 'Blocks']]),
    reset: { label: 'Clear filters', isDisabled: true, onPress: noop },
    error: null,
  },
  status: 'loading',
  statusText: 'Loading your bets…',
  retry: null,
  list: {
    label: 'Your coupons',
    columns: { placedAt: 'Placed', coupon: 'Coupon', type: 'Type', stake: 'Stake', odds: 'Odds', returns: 'Returns', status: 'Status', actions: 'Actions' },
  },
  rows: [],
  detail: null,
  more: null,
};

export const empty: OfficeHistoryModel = { ...loading, status: 'empty', statusText: 'You have not placed any bets yet.' };

const row = (id: number, over: Partial<HistoryRow>): HistoryRow => ({
  id,
  title: `Coupon ${id}`,
  placedAt: 'Mar 1, 2026, 10:00 AM',
  type: 'Accumulator',
  stake: '€5.00',
  odds: '3.45',
  returns: '€17.25',
  status: 'Not settled',
  tone: 'open',
  detail: { label: `Details of coupon ${id}`, isExpanded: false, onPress: noop },
  print: { label: `Print coupon ${id}`, href: `/en/print-coupon/${id}` },
  ...over,
});

export const withCoupons: OfficeHistoryModel = {
  ...loading,
  status: 'ready',
  statusText: 'Coupons shown: 3',
  rows: [
    row(1042, { detail: { label: 'Hide coupon 1042', isExpanded: true, onPress: noop } }),
    row(1017, { type: 'Singles', odds: '—', stake: 'RUB 100.00', returns: 'RUB 190.00', status: 'Won', tone: 'won' }),
    row(1003, { type: 'System 2 from 3', status: 'Lost', tone: 'lost', returns: 'RUB 0.00', stake: 'RUB 30.00' }),
  ],
  detail: {
    couponId: 1042,
    title: 'Coupon 1042 in detail',
    facts: [
      { id: 'code', label: 'Code', value: 'K7M2P9QX' },
      { id: 'placedAt', label: 'Placed', value: 'Mar 1, 2026, 10:00 AM' },
      { id: 'type', label: 'Bet type', value: 'Accumulator' },
      { id: 'stake', label: 'Stake', value: '€5.00' },
      { id: 'odds', label: 'Total odds', value: '3.45' },
      { id: 'possibleWin', label: 'Potential returns', value: '€17.25' },
      { id: 'status', label: 'Status', value: 'Not settled' },
    ],
    columns: { event: 'Event', pick: 'Selection', odds: 'Odds', status: 'Status' },
    bets: [
      { key: 'a', event: 'Arsenal – Chelsea', meta: 'Football · Premier League', pick: '1X2: Arsenal', odds: '1.50', status: 'Not settled' },
      { key: 'b', event: 'Lakers – Celtics', meta: 'Basketball · NBA', pick: 'Winner: Celtics', odds: '2.30', status: 'Not settled' },
    ],
    close: { label: 'Close', onPress: noop },
    print: { label: 'Print coupon 1042', href: '/en/print-coupon/1042' },
  },
  more: { label: 'Show more', isBusy: false, onPress: noop },
};

export const filteredEmpty: OfficeHistoryModel = {
  ...loading,
  filters: { ...loading.filters, status: { ...loading.filters.status, value: '1' }, reset: { label: 'Clear filters', isDisabled: false, onPress: noop } },
  status: 'empty',
  statusText: 'No bets match these filters.',
};

export const failed: OfficeHistoryModel = { ...loading, status: 'error', statusText: 'Your bets could not be loaded.', retry: { label: 'Try again', onPress: noop } };
