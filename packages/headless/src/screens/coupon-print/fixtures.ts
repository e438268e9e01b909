import type { CouponPrintModel, CouponPrintSheetModel } from './use-coupon-print-screen.ts';

// Plain print-page models in English, one per state the page shows, for the workbench's stories.

const pageTitle = 'Bet slip';
const print = { label: 'Print', onPress: () => undefined };
const columns = { event: 'Event', pick: 'Selection', odds: 'Odds', status: 'Status' };
const row = (key: string, event: string, pick: string, odds: string, status = 'Not started') => ({
  key, event, meta: 'Football · England. Premier League', pick, odds, status,
});

const accumulatorSheet: CouponPrintSheetModel = {
  title: 'Coupon No. 17',
  facts: [
    { id: 'code', label: 'Coupon code', value: 'AB23CD45' },
    { id: 'placedAt', label: 'Placed', value: 'May 10, 2025, 3:30 PM' },
    { id: 'type', label: 'Bet type', value: 'Accumulator' },
    { id: 'stake', label: 'Stake', value: 'RUB 150' },
    { id: 'odds', label: 'Total odds', value: '6.00' },
    { id: 'possibleWin', label: 'Potential returns', value: 'RUB 900' },
    { id: 'status', label: 'Status', value: 'Not settled' },
  ],
  columns,
  bets: [row('1-0', 'Arsenal – Chelsea', 'Match result: 1', '2.00'), row('2-1', 'Liverpool – Everton', 'Total goals: Over 2.5', '3.00')],
  print,
};

/** A visitor: log in to see the coupon. */
export const signIn: CouponPrintModel = {
  kind: 'notice',
  pageTitle,
  notice: {
    tone: 'info', title: pageTitle, text: 'Log in to see your coupon.', isStatus: false,
    action: { label: 'Log in', href: '/en/user/login?returnUrl=%2Fen%2Fprint-coupon%2F17' },
  },
};

/** Loading the stored coupon. */
export const loading: CouponPrintModel = {
  kind: 'notice',
  pageTitle,
  notice: { tone: 'info', title: pageTitle, text: 'Loading the coupon…', isStatus: true, action: null },
};

/** No such coupon in this account. */
export const notFound: CouponPrintModel = {
  kind: 'notice',
  pageTitle,
  notice: { tone: 'info', title: 'Coupon not found', text: 'There is no coupon with this number in your account.', isStatus: false, action: null },
};

/** The coupon could not be loaded. */
export const failed: CouponPrintModel = {
  kind: 'notice',
  pageTitle,
  notice: { tone: 'error', title: 'The coupon could not be loaded', text: 'Please reload the page or try again later.', isStatus: false, action: null },
};

/** An accumulator not yet settled: total odds and one potential return. */
export const accumulator: CouponPrintModel = { kind: 'sheet', pageTitle, sheet: accumulatorSheet };

/** A settled system 2 from 3: maximum and minimum returns, the payout. */
export const settledSystem: CouponPrintModel = {
  kind: 'sheet',
  pageTitle,
  sheet: {
    ...accumulatorSheet,
    title: 'Coupon No. 18',
    facts: [
      { id: 'code', label: 'Coupon code', value: 'QW34ER56' },
      { id: 'placedAt', label: 'Placed', value: 'May 11, 2025, 6:05 PM' },
      { id: 'type', label: 'Bet type', value: 'System 2 from 3' },
      { id: 'stake', label: 'Stake', value: 'RUB 300' },
      { id: 'odds', label: 'Total odds', value: '13.00' },
      { id: 'maxWin', label: 'Maximum returns', value: 'RUB 1,300' },
      { id: 'minWin', label: 'Minimum returns', value: 'RUB 150' },
      { id: 'status', label: 'Status', value: 'Won' },
      { id: 'payout', label: 'Payout', value: 'RUB 500' },
    ],
    bets: [
      row('1-0', 'Arsenal – Chelsea', 'Match result: 1', '2.00', 'Won'),
      row('2-1', 'Liverpool – Everton', 'Match result: X', '3.00', 'Lost'),
      row('3-2', 'Leeds – Fulham', 'Both teams to score: Yes', '2.20', 'Won'),
    ],
  },
};

/** Singles: no total odds, each selection with its own stake. */
export const singles: CouponPrintModel = {
  kind: 'sheet',
  pageTitle,
  sheet: {
    ...accumulatorSheet,
    title: 'Coupon No. 19',
    facts: [
      { id: 'code', label: 'Coupon code', value: 'ZX78CV90' },
      { id: 'placedAt', label: 'Placed', value: 'May 12, 2025, 9:15 AM' },
      { id: 'type', label: 'Bet type', value: 'Singles' },
      { id: 'stake', label: 'Stake', value: '$35' },
      { id: 'maxWin', label: 'Maximum returns', value: '$95' },
      { id: 'minWin', label: 'Minimum returns', value: '$20' },
      { id: 'status', label: 'Status', value: 'Not settled' },
    ],
    bets: [row('1-0', 'Arsenal – Chelsea', 'Match result: 1 · stake $10', '2.00'), row('2-1', 'Liverpool – Everton', 'Match result: 2 · stake $25', '3.00')],
  },
};
