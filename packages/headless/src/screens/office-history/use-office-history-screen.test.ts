import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { BetHistoryPage } from '@bf/api-client/office';
import { NO_FILTERS, historyQuery, officeHistoryModel, type OfficeHistoryInput } from '@bf/headless/screens/office-history';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction<'history'>;
let tCoupon: TFunction<'coupon'>;
beforeAll(async () => {
  const i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'history');
  tCoupon = i18n.getFixedT('en', 'coupon');
});

type Coupon = BetHistoryPage['coupons'][number];
const bet = (id: number, coef: number) => ({
  market: { id, coef, isLive: false, name: 'Arsenal', marketName: '1X2', sportName: 'Football', champName: 'Premier League' },
  team1: 'Arsenal',
  team2: 'Chelsea',
  statusId: -2,
  score: null,
});
const coupon = (id: number, over: Partial<Coupon> = {}): Coupon =>
  ({ id, code: 'K7M2P9QX', typeId: 1, systemValue: null, accountId: 7, iso: 'EUR', amount: 5, coef: 3.45, possibleWin: 17.25, minPossibleWin: 17.25, statusId: -2, payout: null, createdAt: '2026-03-01T10:00:00.000Z', bets: [bet(11, 1.5), bet(12, 2.3)], ...over }) as Coupon;

function input(over: Partial<OfficeHistoryInput> = {}): OfficeHistoryInput {
  return {
    t,
    tCoupon,
    lng: 'en',
    coefViewId: 0,
    filters: NO_FILTERS,
    pages: [{ coupons: [coupon(42), coupon(17, { typeId: 9, coef: null, statusId: 1, payout: 9.5, iso: 'RUB', amount: 5 })], nextBeforeId: null }],
    isLoading: false,
    isLoadingMore: false,
    error: undefined,
    openId: null,
    actions: { setFilters: vi.fn(), open: vi.fn(), more: vi.fn(), retry: vi.fn() },
    ...over,
  };
}

describe('bet history query', () => {
  it('asks for the days, one status and one type the player picked, 20 coupons a page', () => {
    expect(historyQuery({ dateFrom: '2026-03-01', dateTo: '2026-03-02', status: '-2', type: '9' }, 'de')).toEqual({
      query: { lang: 'de', dateFrom: '2026-03-01', dateTo: '2026-03-02', status: [-2], typeId: [9], limit: 20 },
    });
    expect(historyQuery(NO_FILTERS, 'en')).toEqual({ query: { lang: 'en', dateFrom: undefined, dateTo: undefined, status: undefined, typeId: undefined, limit: 20 } });
  });

  it('asks for nothing when the first day is after the last, and ignores a half-typed day', () => {
    expect(historyQuery({ ...NO_FILTERS, dateFrom: '2026-03-05', dateTo: '2026-03-01' }, 'en')).toEqual({ error: 'order' });
    expect(historyQuery({ ...NO_FILTERS, dateFrom: '2026-0' }, 'en')).toMatchObject({ query: { dateFrom: undefined } });
  });
});

describe('bet history model', () => {
  it('lists each coupon with its type, stake, odds, returns and status, and links its print page', () => {
    const model = officeHistoryModel(input());
    expect(model.status).toBe('ready');
    expect(model.statusText).toBe('Coupons shown: 2');
    expect(model.rows.map((row) => [row.title, row.type, row.stake, row.odds, row.returns, row.status, row.tone])).toEqual([
      ['Coupon 42', 'Accumulator', '€5', '3.45', '€17.25', 'Not settled', 'open'],
      ['Coupon 17', 'Singles', '₽5', '—', '₽9.50', 'Won', 'won'],
    ]);
    expect(model.rows[0]!.print).toEqual({ label: 'Print coupon 42', href: '/en/print-coupon/42' });
  });

  it('opens one coupon detail with its facts and selections, and closes it', () => {
    const given = input({ openId: 42 });
    const model = officeHistoryModel(given);
    expect(model.detail?.title).toBe('Coupon 42 in detail');
    expect(model.detail?.facts.find((fact) => fact.id === 'code')?.value).toBe('K7M2P9QX');
    expect(model.detail?.bets.map((row) => [row.event, row.pick, row.odds])).toEqual([
      ['Arsenal – Chelsea', '1X2: Arsenal', '1.50'],
      ['Arsenal – Chelsea', '1X2: Arsenal', '2.30'],
    ]);
    expect(model.rows[0]!.detail).toMatchObject({ label: 'Hide coupon 42', isExpanded: true });
    model.rows[0]!.detail.onPress();
    expect(given.actions.open).toHaveBeenCalledWith(null);
    model.rows[1]!.detail.onPress();
    expect(given.actions.open).toHaveBeenCalledWith(17);
    expect(officeHistoryModel(input()).detail).toBeNull();
  });

  it('changes one filter at a time, keeps only known statuses and types, and clears them all', () => {
    const given = input({ filters: { ...NO_FILTERS, type: '1' } });
    const model = officeHistoryModel(given);
    expect(model.filters.status.options.map((option) => option.label)).toEqual(['Any status', 'Not settled', 'Won', 'Lost']);
    expect(model.filters.type.options.map((option) => option.value)).toEqual(['', '1', '2', '9', '3', '4']);
    model.filters.status.onChange('1');
    expect(given.actions.setFilters).toHaveBeenLastCalledWith({ ...NO_FILTERS, type: '1', status: '1' });
    model.filters.status.onChange('7');
    expect(given.actions.setFilters).toHaveBeenLastCalledWith({ ...NO_FILTERS, type: '1', status: '' });
    model.filters.dateFrom.onChange('2026-03-01');
    expect(given.actions.setFilters).toHaveBeenLastCalledWith({ ...NO_FILTERS, type: '1', dateFrom: '2026-03-01' });
    expect(model.filters.reset.isDisabled).toBe(false);
    model.filters.reset.onPress();
    expect(given.actions.setFilters).toHaveBeenLastCalledWith(NO_FILTERS);
    expect(officeHistoryModel(input()).filters.reset.isDisabled).toBe(true);
  });

  it('says what is missing: loading, no bets yet, none for the filters, wrong days, a failure with retry', () => {
    expect(officeHistoryModel(input({ pages: undefined, isLoading: true })).statusText).toBe('Loading your bets…');
    expect(officeHistoryModel(input({ pages: [{ coupons: [], nextBeforeId: null }] })).statusText).toBe('You have not placed any bets yet.');
    expect(officeHistoryModel(input({ pages: [{ coupons: [], nextBeforeId: null }], filters: { ...NO_FILTERS, status: '0' } })).statusText).toBe('No bets match these filters.');
    const dates = officeHistoryModel(input({ filters: { ...NO_FILTERS, dateFrom: '2026-03-05', dateTo: '2026-03-01' } }));
    expect([dates.status, dates.filters.error]).toEqual(['empty', 'The first day is after the last day.']);
    const failed = officeHistoryModel(input({ pages: undefined, error: new Error('down') }));
    expect([failed.status, failed.statusText, failed.retry?.label]).toEqual(['error', 'Your bets could not be loaded.', 'Try again']);
  });

  it('offers the next page only while the API says there is one', () => {
    expect(officeHistoryModel(input()).more).toBeNull();
    const given = input({ pages: [{ coupons: [coupon(42)], nextBeforeId: 42 }] });
    const more = officeHistoryModel(given).more;
    expect(more?.label).toBe('Show more');
    more!.onPress();
    expect(given.actions.more).toHaveBeenCalledTimes(1);
    expect(officeHistoryModel(input({ pages: [{ coupons: [coupon(42)], nextBeforeId: 42 }], isLoadingMore: true })).more).toMatchObject({ label: 'Loading more…', isBusy: true });
  });
});
