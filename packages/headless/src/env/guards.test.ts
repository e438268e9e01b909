import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { isFiniteNumber, isInt, isIntArray, isIntInRange, isNumberInRange, isRecord, isStringOfLength, oneOf, orDefault, recordOf } from './guards.ts';
import { readSiteCookie, SITE_COOKIES } from './site-cookies.ts';
import { couponBetOf, restoreCoupon } from '../coupon/coupon-persistence.ts';
import { CYBER_FILTER, parseBettingState } from '../settings/betting-state.ts';
import { couponConfigFrom } from '../coupon-placement/use-coupon-config.ts';
import { remoteNotifyOf } from '../notify/remote-notifications.ts';
import { arbBet, makeBet } from '../coupon/coupon-test-bets.ts';

// Issue 10: what the first render reads synchronously is checked with these guards instead of a validator in the
// first-load JS. Each bad value is treated as before: ignored, or its default.

describe('guards', () => {
  it('tell a plain object, a member of a list, numbers in a range and short strings', () => {
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord('x')]).toEqual([true, false, false, false]);
    expect(oneOf([0, 1, 2] as const, -0)).toBe(0);
    expect(Object.is(oneOf([0, 1, 2] as const, -0), 0)).toBe(true);
    expect(oneOf(['all', 'disable'] as const, 'everything')).toBeUndefined();
    expect([isFiniteNumber(1.5), isFiniteNumber(Number.NaN), isFiniteNumber(Infinity), isFiniteNumber('1')]).toEqual([true, false, false, false]);
    expect([isInt(3), isInt(3.5), isInt(2 ** 53)]).toEqual([true, false, false]);
    expect([isNumberInRange(-12, -12, 14), isNumberInRange(14.25, -12, 14)]).toEqual([true, false]);
    expect([isIntInRange(2, 0, 2), isIntInRange(3, 0, 2)]).toEqual([true, false]);
    expect([isStringOfLength('', 0, 200), isStringOfLength('x'.repeat(201), 0, 200)]).toEqual([true, false]);
    expect([isIntArray([1, 2, 9]), isIntArray([1, 'x']), isIntArray('1,2')]).toEqual([true, false, false]);
  });

  it('copy a record only when every value passes, and keep a __proto__ key an own key', () => {
    expect(recordOf({ a: 1, b: 2 }, isFiniteNumber)).toEqual({ a: 1, b: 2 });
    expect(recordOf({ a: 1, b: 'x' }, isFiniteNumber)).toBeUndefined();
    const copied = recordOf(JSON.parse('{"__proto__":{"polluted":1}}'), isRecord)!;
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(Object.keys(copied)).toEqual(['__proto__']);
    expect(orDefault('x', isFiniteNumber, 3)).toBe(3);
    expect(orDefault(undefined, isRecord, () => ({ fresh: true }))).toEqual({ fresh: true });
  });
});

describe('cookies the first render reads', () => {
  it('take the odds view, the clock, the consent type and the offset only from their fixed lists and ranges', () => {
    const read = (key: keyof typeof SITE_COOKIES, raw: string) => readSiteCookie({ [SITE_COOKIES[key].name]: raw }, key);
    expect([read('appViewType', '0'), read('appViewType', '1'), read('appViewType', '2')]).toEqual([0, 1, undefined]);
    expect([read('is12h', '1'), read('is12h', 'false'), read('is12h', 'TRUE')]).toEqual([true, false, undefined]);
    expect([read('cookiesAgreeType', 'only_marketing'), read('cookiesAgreeType', 'disable'), read('cookiesAgreeType', 'All')]).toEqual(['only_marketing', 'disable', undefined]);
    // tzo: minutes east of UTC from -720 (UTC-12) to 840 (UTC+14).
    expect([read('tzo', '-720'), read('tzo', '840'), read('tzo', '841'), read('tzo', '-721')]).toEqual([-720, 840, undefined, undefined]);
    // Font size steps 0 to 2; window width 200 to 10,000 px.
    expect([read('appFontSize', '2'), read('appFontSize', '3'), read('windowWidth', '200'), read('windowWidth', '199')]).toEqual([2, undefined, 200, undefined]);
  });
});

describe('the stored betting state', () => {
  it('keeps good fields and gives each bad one its default', () => {
    const state = parseBettingState({
      currentBettingType: 'live',
      isGroupByCategories: 'yes',
      cyberFilter: 2,
      timeFilter: 5,
      filteredMarkets: ' 7, 1,x,7 ',
      sportSettings: { '1': { line: false, live: 'no', cyberSportFilter: 9 } },
    });
    expect(state).toMatchObject({ currentBettingType: 'live', isGroupByCategories: false, cyberFilter: 2, timeFilter: 0, filteredMarkets: '7,1' });
    expect(state.sportSettings).toEqual({ '1': { line: false, live: true, cyberSportFilter: CYBER_FILTER.all } });
    // One key that is not a sport id, or one value that is not an object, drops every sport's settings.
    expect(parseBettingState({ sportSettings: { '1': { line: false }, x: { line: false } } }).sportSettings).toEqual({});
    expect(parseBettingState({ sportSettings: { '1': { line: false }, '2': true } }).sportSettings).toEqual({});
    for (const garbage of [null, [], 'line', 3]) expect(parseBettingState(garbage).currentBettingType).toBe('line');
  });
});

describe('the stored coupon', () => {
  // What the saved bet was checked with before issue 10 moved it to guards: the guard must agree with it.
  const market = z.object({
    id: z.string().check(z.minLength(1)),
    coef: z.number().check(z.positive()),
    sportId: z.number(),
    typeId: z.number(),
    kind: z.number(),
    isLive: z.boolean(),
    sportName: z.string(),
    champName: z.string(),
    gameId: z.number(),
    champId: z.number(),
    marketName: z.optional(z.string()),
    outcomeName: z.optional(z.string()),
  });
  const previousBetSchema = z.object({
    market,
    blockId: z.nullable(z.int()),
    statusId: z.literal([-2, -1, 0, 1, 2, 3, 4, 5, 6]),
    typeId: z.number(),
    team1Name: z.string(),
    team2Name: z.string(),
    team1Score: z.nullable(z.string()),
    team2Score: z.nullable(z.string()),
    gameStatusId: z.nullable(z.number()),
    startTime: z.nullable(z.number()),
    isBlocked: z.boolean(),
    isDepend: z.boolean(),
    isBannedExpress: z.boolean(),
    isDisabledBanker: z.boolean(),
    expressId: z.nullable(z.number()),
    statisticId: z.nullable(z.string()),
    playersDuel: z.nullable(z.object({ player1Name: z.string(), player2Name: z.string() })),
    pageType: z.nullable(z.string()),
    gameTime: z.nullable(z.number()),
    isLiveInLive: z.boolean(),
    isFinished: z.boolean(),
    isBonusBet: z.optional(z.boolean()),
  });

  it('drops a bet with one bad field and keeps the others', () => {
    const good = makeBet('1', 2);
    expect(couponBetOf(good)).toEqual(good);
    expect(couponBetOf({ ...good, statusId: 7 })).toBeUndefined();
    expect(couponBetOf({ ...good, market: { ...good.market, coef: 0 } })).toBeUndefined();
    expect(couponBetOf({ ...good, market: { ...good.market, id: '' } })).toBeUndefined();
    expect(couponBetOf({ ...good, blockId: 1.5 })).toBeUndefined();
    expect(couponBetOf({ ...good, playersDuel: { player1Name: 'A' } })).toBeUndefined();
    expect(restoreCoupon({ bets: [good, { ...good, isBlocked: 'no' }] })?.bets).toEqual([good]);
  });

  it('agrees with the schema it replaced on saved bets with any field broken (property)', () => {
    const broken = fc.constantFrom<unknown>(undefined, null, 'x', -1, 0, 1.5, Number.NaN, true, [], {});
    const input = fc.oneof(
      arbBet,
      fc.tuple(arbBet, fc.constantFrom(...Object.keys(makeBet('1', 2))), broken).map(([bet, key, value]) => ({ ...bet, [key]: value })),
      fc.tuple(arbBet, fc.constantFrom(...Object.keys(makeBet('1', 2).market)), broken).map(([bet, key, value]) => ({ ...bet, market: { ...bet.market, [key]: value } })),
    );
    fc.assert(
      fc.property(input, (bet) => {
        const parsed = previousBetSchema.safeParse(bet);
        expect(couponBetOf(bet)).toEqual(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});

describe('config and remote notifications read at the first render', () => {
  it('turns the coupon flags off when broken and keeps only whole-number type lists', () => {
    expect(couponConfigFrom({ 'd.betting': { show_one_click: 'yes', showVipBet: true, couponTypesWithMinAmount: [1, 2.5], couponTypesWithMaxAmount: [1, 3] } })).toEqual({
      show_one_click: false,
      showVipBet: true,
      isAvailableCouponBonusBet: false,
      couponTypesWithMinAmount: [],
      couponTypesWithMaxAmount: [1, 3],
    });
  });

  it('takes a remote notification only of a known type and group, a title up to 200 and a text up to 1,000 characters', () => {
    expect(remoteNotifyOf({ type: 'warning', group: 'shadow', title: 'T', text: 'x', extra: 1 })).toEqual({ type: 'warning', group: 'shadow', title: 'T', text: 'x' });
    expect(remoteNotifyOf({ type: 'info', text: 'x'.repeat(1000) })?.text).toHaveLength(1000);
    for (const bad of [{ type: 'info', text: 'x'.repeat(1001) }, { type: 'info', title: 'x'.repeat(201) }, { type: 'info', group: 'maintenance' }, { type: 'fatal' }, { type: 'info', title: 5 }, null, 'info']) {
      expect(remoteNotifyOf(bad)).toBeUndefined();
    }
  });
});
