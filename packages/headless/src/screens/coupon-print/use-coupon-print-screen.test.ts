import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PlacedBet } from '@bf/api-client/coupon';
import { printView } from '../../coupon-placement/use-coupon-print.ts';
import { placedCoupon } from '../../coupon-placement/placement-test-kit.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { couponPrintModel, type CouponPrintModel } from '@bf/headless/screens/coupon-print';

let t: TFunction<'coupon'>;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'coupon');
});

const bet = (id: number, coef: number, extra: Partial<PlacedBet> = {}): PlacedBet => ({
  market: {
    id, coef, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'Premier League',
    gameId: id * 10, champId: 101, marketId: id * 100, marketName: 'Match result', name: '1', param: null,
  },
  team1: 'Home', team2: 'Away', score: null, gameStatusId: 1, startAt: '2025-05-13T11:30:00.000Z', isBlocked: false, statusId: -1,
  ...extra,
});

const print = () => undefined;
const base = { isLoading: false, problem: null, signInHref: '/en/user/login?returnUrl=%2Fen%2Fprint-coupon%2F17', print } as const;
const sheetOf = (model: CouponPrintModel) => {
  if (model.kind !== 'sheet') throw new Error(`expected the sheet, got a ${model.kind}`);
  return model.sheet;
};
const factsOf = (model: CouponPrintModel) => sheetOf(model).facts.map((fact) => [fact.label, fact.value]);

describe('the coupon print screen model', () => {
  it('asks a visitor to log in, with the way back to the page', () => {
    const model = couponPrintModel({ ...base, view: null, problem: 'sign-in' }, t, 'Bet slip');
    expect(model).toEqual({
      kind: 'notice',
      pageTitle: 'Bet slip',
      notice: {
        tone: 'info', title: 'Bet slip', text: 'Log in to see your coupon.', isStatus: false,
        action: { label: 'Log in', href: '/en/user/login?returnUrl=%2Fen%2Fprint-coupon%2F17' },
      },
    });
  });

  it('tells someone else\'s or a missing coupon from a failed load', () => {
    const notFound = couponPrintModel({ ...base, view: null, problem: 'not-found' }, t, 'Bet slip');
    expect(notFound.kind === 'notice' && notFound.notice).toMatchObject({ tone: 'info', title: 'Coupon not found', text: 'There is no coupon with this number in your account.', action: null });
    const failed = couponPrintModel({ ...base, view: null, problem: 'failed' }, t, 'Bet slip');
    expect(failed.kind === 'notice' && failed.notice).toMatchObject({ tone: 'error', title: 'The coupon could not be loaded', text: 'Please reload the page or try again later.', action: null });
  });

  it('announces the loading as a status', () => {
    const model = couponPrintModel({ ...base, view: null, isLoading: true }, t, 'Bet slip');
    expect(model).toEqual({ kind: 'notice', pageTitle: 'Bet slip', notice: { tone: 'info', title: 'Bet slip', text: 'Loading the coupon…', isStatus: true, action: null } });
  });

  it('shows an accumulator with its total odds and one potential return', () => {
    const coupon = placedCoupon({ id: 17, typeId: 1, amount: 150, coef: 6, possibleWin: 900, bets: [bet(1, 2), bet(2, 3)] });
    const model = couponPrintModel({ ...base, view: printView(coupon, 'en', 0) }, t, 'Bet slip');
    expect(sheetOf(model).title).toBe('Coupon No. 17');
    expect(factsOf(model)).toEqual([
      ['Coupon code', 'AB23CD45'],
      ['Placed', expect.any(String)],
      ['Bet type', 'Accumulator'],
      ['Stake', expect.stringContaining('150')],
      ['Total odds', '6.00'],
      ['Potential returns', expect.stringContaining('900')],
      ['Status', 'Not settled'],
    ]);
    expect(sheetOf(model).bets.map((row) => [row.event, row.pick, row.odds, row.status])).toEqual([
      ['Home – Away', 'Match result: 1', '2.00', 'Not started'],
      ['Home – Away', 'Match result: 1', '3.00', 'Not started'],
    ]);
    expect(sheetOf(model).print.label).toBe('Print');
    expect(sheetOf(model).print.onPress).toBe(print);
  });

  it('shows a system 2 from 3 (a banker aside) with its maximum and minimum returns', () => {
    const coupon = placedCoupon({ typeId: 2, systemValue: 2, coef: 13, possibleWin: 390, minPossibleWin: 45, bets: [bet(1, 1.5, { blockId: 0 }), bet(2, 2), bet(3, 3), bet(4, 4)] });
    const labels = factsOf(couponPrintModel({ ...base, view: printView(coupon, 'en', 0) }, t, 'Bet slip'));
    expect(labels).toContainEqual(['Bet type', 'System 2 from 3']);
    expect(labels.map(([label]) => label)).toEqual(['Coupon code', 'Placed', 'Bet type', 'Stake', 'Total odds', 'Maximum returns', 'Minimum returns', 'Status']);
    expect(labels).toContainEqual(['Maximum returns', expect.stringContaining('390')]);
    expect(labels).toContainEqual(['Minimum returns', expect.stringContaining('45')]);
  });

  it('shows no total odds for a chain, and a settled coupon\'s payout', () => {
    const coupon = placedCoupon({ typeId: 3, coef: 4.5, statusId: 1, payout: 450, bets: [bet(1, 2, { statusId: 1 }), bet(2, 3, { statusId: 1 })] });
    const model = couponPrintModel({ ...base, view: printView(coupon, 'en', 0) }, t, 'Bet slip');
    expect(factsOf(model).map(([label]) => label)).toEqual(['Coupon code', 'Placed', 'Bet type', 'Stake', 'Maximum returns', 'Minimum returns', 'Status', 'Payout']);
    expect(factsOf(model)).toContainEqual(['Bet type', 'Chain']);
    expect(factsOf(model)).toContainEqual(['Status', 'Won']);
    expect(sheetOf(model).bets.map((row) => row.status)).toEqual(['Won', 'Won']);
  });

  it('writes each single\'s own stake beside its selection', () => {
    const coupon = placedCoupon({ typeId: 9, coef: null, iso: 'USD', bets: [bet(1, 2, { amount: 10 }), bet(2, 3, { amount: 25 })] });
    const model = couponPrintModel({ ...base, view: printView(coupon, 'en', 0) }, t, 'Bet slip');
    expect(factsOf(model)).toContainEqual(['Bet type', 'Singles']);
    expect(sheetOf(model).bets.map((row) => row.pick)).toEqual(['Match result: 1 · stake $10', 'Match result: 1 · stake $25']);
  });
});
