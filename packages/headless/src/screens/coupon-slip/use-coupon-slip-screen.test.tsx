// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createCouponStore, type CouponStore } from '@bf/headless/coupon';
import { useCouponSlipScreen } from '@bf/headless/screens/coupon-slip';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { fakeCouponApi, feedBet, placedCoupon, placementWrapper, refusal, type Reply } from '../../coupon-placement/placement-test-kit.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = createI18n('en', await loadMessages('en'));
});
afterEach(cleanup);

/** A coupon with bets of these odds, ids 1, 2, …, and this stake. */
function couponOf(odds: number[], amount = 100): CouponStore {
  const store = createCouponStore();
  odds.forEach((coef, index) => store.addBet(feedBet(index + 1, coef)));
  store.setAmount(amount);
  return store;
}

function renderScreen(store: CouponStore, { isSignedIn = true, replies }: { isSignedIn?: boolean; replies?: Reply[] } = {}) {
  const fake = fakeCouponApi(replies);
  const Placement = placementWrapper({ store, api: fake.api, isSignedIn });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/en']}>
      <I18nextProvider i18n={i18n}>
        <Placement>{children}</Placement>
      </I18nextProvider>
    </MemoryRouter>
  );
  return { ...renderHook(() => useCouponSlipScreen(), { wrapper }), fake };
}

describe('useCouponSlipScreen', () => {
  // First in the file: the money formats are kept once built, so a later test would see none built either way.
  it('writes no amount while the slip is empty (the first money format loads the browser\'s number data: a long task on a phone), and writes them once a pick arrives', async () => {
    const store = createCouponStore();
    store.setAmount(100);
    const Real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = function NumberFormat(...args: ConstructorParameters<typeof Real>) {
      built++;
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      const { result } = renderScreen(store);
      expect(result.current.status).toBe('empty');
      expect(built).toBe(0);
      await act(async () => store.addBet(feedBet(1, 2.5)));
      // A single of 2.50 with 100 staked returns 250.
      expect(result.current.summary.find((row) => row.id === 'possibleWin')?.value).toBe('₽250');
      expect(result.current.stake.currency).toBe('₽');
      expect(built).toBeGreaterThan(0);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('words an express of three: count, type, selections, what it pays, and "Place bet"', () => {
    const { result } = renderScreen(couponOf([2, 1.5, 3]));
    const model = result.current;
    expect(model).toMatchObject({ title: 'Bet slip', count: 3, countLabel: 'Selections: 3', status: 'filling', clear: { label: 'Remove all' }, placed: null, system: null, typeHint: null });
    expect(model.type.value).toBe('express');
    expect(model.type.options.map((option) => [option.label, option.isDisabled])).toEqual([
      ['Accumulator', false],
      ['System', false],
      ['Chain', false],
      ['Blocks', false],
      ['Singles', false],
    ]);
    expect(model.selections.map((selection) => [selection.title, selection.pick, selection.odds, selection.remove.label])).toEqual([
      ['Home – Away', 'Match result: 1', '2.00', 'Remove Home – Away, Match result: 1'],
      ['Home – Away', 'Match result: 1', '1.50', 'Remove Home – Away, Match result: 1'],
      ['Home – Away', 'Match result: 1', '3.00', 'Remove Home – Away, Match result: 1'],
    ]);
    // 2 × 1.5 × 3 = 9; 100 × 9 = 900.
    expect(model.summary).toEqual([
      { id: 'totalOdds', label: 'Total odds', value: '9.00', isHeadline: false },
      { id: 'possibleWin', label: 'Potential returns', value: '₽900', isHeadline: true },
    ]);
    expect(model.stake).toMatchObject({ label: 'Stake', text: '100', currency: '₽', error: null });
    expect(model.place).toMatchObject({ label: 'Place bet', busyLabel: 'Placing your bet…', isBusy: false, isDisabled: false, hint: null });
    expect(model.problems).toBeNull();
  });

  it('parses a typed stake; a draft that does not parse leaves the stake as it was', async () => {
    const store = couponOf([2, 1.5, 3]);
    const { result } = renderScreen(store);
    await act(async () => expect(result.current.stake.onText('12,5')).toBe(true));
    expect(store.state.amount).toBe(12.5);
    expect(result.current.stake.text).toBe('12.5');
    expect(result.current.summary.at(-1)?.value).toBe('₽112.50'); // 12.5 × 9
    await act(async () => expect(result.current.stake.onText('12,5x')).toBe(false));
    expect(store.state.amount).toBe(12.5);
    expect(result.current.stake.invalidText).toBe('Enter an amount, such as 150 or 12.50.');
  });

  it('asks a visitor to log in, with no hint about the stake', () => {
    const { result } = renderScreen(couponOf([2, 1.5, 3]), { isSignedIn: false });
    expect(result.current.place).toMatchObject({ label: 'Log in to place a bet', isDisabled: false, hint: null });
  });

  it('holds "Place bet" back for a signed-in player whose stake is 0, and says why', async () => {
    const { result } = renderScreen(couponOf([2, 1.5, 3], 0));
    expect(result.current.place).toMatchObject({ label: 'Place bet', isDisabled: true, hint: 'Check your stake.' });
  });

  it('gives singles a stake per selection and a total stake row', async () => {
    const store = couponOf([2, 4]);
    const { result } = renderScreen(store);
    await act(async () => result.current.type.onChange('singles'));
    const model = result.current;
    expect(model.stake.label).toBe('Stake per bet');
    expect(model.selections.map((selection) => [selection.stake?.label, selection.stake?.text, selection.returns])).toEqual([
      ['Stake on Home – Away, Match result: 1', '100', 'Returns ₽200'],
      ['Stake on Home – Away, Match result: 1', '100', 'Returns ₽400'],
    ]);
    // Stakes 100 + 100; min win 100 × 2, max win 100 × 2 + 100 × 4.
    expect(model.summary).toEqual([
      { id: 'totalStake', label: 'Total stake', value: '₽200', isHeadline: false },
      { id: 'minWin', label: 'Minimum returns', value: '₽200', isHeadline: false },
      { id: 'maxWin', label: 'Maximum returns', value: '₽600', isHeadline: true },
    ]);
    await act(async () => expect(model.selections[1]!.stake!.onText('50')).toBe(true));
    expect(result.current.selections[1]!.returns).toBe('Returns ₽200');
  });

  it('offers the system sizes of four selections with their combinations and a banker switch', async () => {
    const { result } = renderScreen(couponOf([2, 2, 2, 2]));
    await act(async () => result.current.type.onChange('system'));
    const { system, selections } = result.current;
    expect(system?.label).toBe('System');
    expect(system?.options.map((option) => option.label)).toEqual(['2 from 4 (6 bets)', '3 from 4 (4 bets)']);
    expect(selections[0]!.banker).toMatchObject({ label: 'Banker', isOn: false });
  });

  it('shows the empty slip: no type, no place button, a load form that waits for a code', async () => {
    const { result } = renderScreen(createCouponStore());
    expect(result.current).toMatchObject({ status: 'empty', count: 0, clear: null, place: null, placed: null, empty: { title: 'Your bet slip is empty' } });
    expect(result.current.loadByCode.submit).toEqual({ label: 'Load', isDisabled: true });
    await act(async () => result.current.loadByCode.field.onChange('AB'));
    expect(result.current.loadByCode.submit.isDisabled).toBe(false);
    await act(async () => result.current.loadByCode.onSubmit());
    expect(result.current.loadByCode.field.error).toBe('A coupon code has 4 to 16 letters or digits.');
  });

  it('places the coupon and shows the placed coupon with its code, then continues to an empty slip', async () => {
    const store = couponOf([2, 3], 150);
    const { result } = renderScreen(store, { replies: [{ status: 200, body: { coupon: placedCoupon() } }] });
    await act(async () => result.current.place!.onPress());
    await act(async () => undefined);
    const { placed, announcement, status, place } = result.current;
    expect(status).toBe('placed');
    expect(place).toBeNull();
    expect(announcement).toBe('Bet placed. Coupon number 17.');
    expect(placed?.rows).toEqual([
      { label: 'Coupon number', value: '17' },
      { label: 'Stake', value: '₽150' },
      { label: 'Total odds', value: '6.00' },
      { label: 'Potential returns', value: '₽900' },
    ]);
    expect(placed?.code).toMatchObject({ value: 'AB23CD45', copyLabel: 'Copy', copiedText: null });
    await act(async () => placed!.onContinue());
    expect(result.current.status).toBe('empty');
  });

  it('lists what stopped the placement, with "Try again" when the server did not answer', async () => {
    const { result } = renderScreen(couponOf([2, 3]), { replies: ['network-error', 'network-error', 'network-error'] });
    await act(async () => result.current.place!.onPress());
    await act(async () => undefined);
    expect(result.current.problems?.title).toBe('Your bet was not placed');
    expect(result.current.problems?.items.map((item) => item.text)).toEqual(['No answer from the server. Your selections are kept; try again and the bet will not be placed twice.']);
    expect(result.current.problems?.actions.map((action) => [action.id, action.label, action.isPrimary])).toEqual([['retry', 'Try again', false]]);
  });

  it('names a refused stake in the problems', async () => {
    const { result } = renderScreen(couponOf([2, 3]), { replies: [refusal({ code: 'amount_below_min', meta: { min: 10, iso: 'RUB' } })] });
    await act(async () => result.current.place!.onPress());
    await act(async () => undefined);
    expect(result.current.problems?.items.map((item) => item.text)).toEqual(['The minimum stake is ₽10.']);
  });

  it('hands the mobile sheet its button and closes it when opened', async () => {
    const { result } = renderScreen(couponOf([2, 3]));
    expect(result.current.sheet).toMatchObject({ isOpen: false, closeLabel: 'Close bet slip', button: { label: 'Bet slip (2)', count: 2, isAttention: false } });
    await act(async () => result.current.sheet.open());
    expect(result.current.sheet).toMatchObject({ isOpen: true, button: null });
  });

  it('has no one-click toast until a one-click bet says something', () => {
    const { result } = renderScreen(couponOf([2]));
    expect(result.current.toast).toMatchObject({ message: null, tone: 'info', closeLabel: 'Close' });
    expect(result.current.oneClickWarning).toMatchObject({ isOpen: false, title: 'Your bet slip will be cleared', confirmLabel: 'Turn on' });
  });
});
