import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import {
  COUPON_BASE_PATH,
  couponErrorsOf,
  couponKeys,
  couponPlaceBodySchema,
  createCouponApi,
  type CouponPlaceBody,
} from '@bf/api-client/coupon';
import { ApiError } from '@bf/api-client/errors';
import { fakeFetch, freshToken, json, type RecordedCall } from '../testing/fake-api.ts';

const bet = {
  market: {
    id: 624, coef: 1.65, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'England. Premier League',
    gameId: 381, champId: 101, marketId: 251, marketName: 'Match result', name: '1', param: null,
  },
  team1: 'Newcastle United', team2: 'Manchester City', score: null, gameStatusId: 1, startAt: '2025-05-13T11:30:00.000Z', isBlocked: false, statusId: -1,
};
const coupon = {
  id: 7, code: '28MKLER3', typeId: 1, systemValue: null, accountId: 1, iso: 'RUB', amount: 100, coef: 1.65, possibleWin: 165, minPossibleWin: 165,
  statusId: -2, payout: null, createdAt: '2025-05-10T15:30:00.000Z', bets: [bet],
};
const body: CouponPlaceBody = { typeId: 1, amount: 100, bets: [{ market: { id: 624, coef: 1.65, isLive: false } }], changeCoefAction: 2, systemValue: 2 };

function setup(handler: (call: RecordedCall) => Response, token: string | undefined = freshToken('t')) {
  const fake = fakeFetch(handler);
  const http = createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken: () => token } });
  return { api: createCouponApi(http), ...fake };
}

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(String(call?.body)) as unknown;

describe('coupon service', () => {
  it('places with the Idempotency-Key header, the bearer token, the language and the submission as JSON', async () => {
    const token = freshToken('player');
    const { api, calls } = setup(() => json({ coupon }), token);
    await expect(api.place(body, { idempotencyKey: 'key-1', lang: 'en' })).resolves.toMatchObject({ id: 7, code: '28MKLER3', possibleWin: 165 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${COUPON_BASE_PATH}/place?lang=en`, cache: 'no-store' });
    expect(calls[0]!.headers).toMatchObject({ 'idempotency-key': 'key-1', authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    expect(bodyOf(calls[0])).toEqual(body);
  });

  it('keeps the same key when the client retries after a 401 token refresh', async () => {
    let first = true;
    const fresh = freshToken('fresh');
    const { api, calls, callsTo } = setup((call) => {
      if (call.path === '/web-api/user/gettoken') return json({ data: { token: fresh } });
      if (first) {
        first = false;
        return json({ errors: [{ code: 'unauthorized', detail: 'no' }] }, 401);
      }
      return json({ coupon });
    });
    await api.place(body, { idempotencyKey: 'same-key' });
    const places = callsTo(`${COUPON_BASE_PATH}/place`);
    expect(places.map((c) => c.headers['idempotency-key'])).toEqual(['same-key', 'same-key']);
    expect(places[1]!.headers.authorization).toBe(`Bearer ${fresh}`);
    expect(calls.some((c) => c.path === '/web-api/user/gettoken')).toBe(true);
  });

  it('reads every documented refusal with its facts, the new price of odds_changed included', async () => {
    const errors = [
      { code: 'odds_changed', detail: 'bets.0: odds changed', meta: { outcomeId: 625, previousCoef: 4.14, coef: 4.04 } },
      { code: 'market_blocked', detail: 'suspended', meta: { outcomeId: 626, gameId: 381 } },
      { code: 'game_started', detail: 'started', meta: { outcomeId: 627, gameId: 382 } },
      { code: 'game_finished', detail: 'finished', meta: { outcomeId: 628, gameId: 383 } },
      { code: 'outcome_not_found', detail: 'gone', meta: { outcomeId: 629 } },
      { code: 'dependent_bets', detail: 'two from one game', meta: { gameId: 381 } },
      { code: 'amount_below_min', detail: 'too little', meta: { min: 10, iso: 'RUB' } },
      { code: 'amount_above_max', detail: 'too much', meta: { max: 100000, iso: 'RUB' } },
      { code: 'max_payout_exceeded', detail: 'pays too much', meta: { maxPayout: 50000000, iso: 'RUB' } },
      { code: 'insufficient_funds', detail: 'no money', meta: { balance: 12.5, iso: 'RUB' } },
      { code: 'account_not_found', detail: 'no account' },
      { code: 'brand_new_code', detail: 'something else' },
      { code: 'odds_changed', detail: 'without facts' },
    ];
    const { api } = setup(() => json({ errors }, 400));
    const failure = await api.place(body, { idempotencyKey: 'k' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(400);
    expect(couponErrorsOf(failure)).toEqual([
      { code: 'odds_changed', detail: 'bets.0: odds changed', outcomeId: 625, previousCoef: 4.14, coef: 4.04 },
      { code: 'market_blocked', detail: 'suspended', outcomeId: 626, gameId: 381 },
      { code: 'game_started', detail: 'started', outcomeId: 627, gameId: 382 },
      { code: 'game_finished', detail: 'finished', outcomeId: 628, gameId: 383 },
      { code: 'outcome_not_found', detail: 'gone', outcomeId: 629 },
      { code: 'dependent_bets', detail: 'two from one game', gameId: 381 },
      { code: 'amount_below_min', detail: 'too little', min: 10, iso: 'RUB' },
      { code: 'amount_above_max', detail: 'too much', max: 100000, iso: 'RUB' },
      { code: 'max_payout_exceeded', detail: 'pays too much', maxPayout: 50000000, iso: 'RUB' },
      { code: 'insufficient_funds', detail: 'no money', balance: 12.5, iso: 'RUB' },
      { code: 'account_not_found', detail: 'no account' },
      { code: 'unknown', rawCode: 'brand_new_code', detail: 'something else' },
      { code: 'unknown', rawCode: 'odds_changed', detail: 'without facts' },
    ]);
  });

  it('reports a reused key (422) and a network failure', async () => {
    const reused = setup(() => json({ errors: [{ code: 'idempotency_key_reused', detail: 'used' }] }, 422));
    const error = await reused.api.place(body, { idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(422);
    expect(couponErrorsOf(error)).toEqual([{ code: 'idempotency_key_reused', detail: 'used' }]);

    const offline = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const down = await offline.api.place(body, { idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect((down as ApiError).isNetworkError).toBe(true);
    expect(couponErrorsOf(down)).toEqual([]);
  });

  it('refuses a malformed answer instead of passing it on', async () => {
    const { api } = setup(() => json({ coupon: { ...coupon, bets: 'not a list' } }));
    await expect(api.place(body, { idempotencyKey: 'k' })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('loads a shared coupon by code for anyone, without a token', async () => {
    const { api, calls } = setup(() => json({ code: '28MKLER3', typeId: 1, systemValue: null, amount: 100, bets: [bet] }), undefined);
    await expect(api.loadByCode(' 28mkler3 ', { lang: 'de' })).resolves.toMatchObject({ code: '28MKLER3', bets: [{ market: { id: 624 } }] });
    expect(calls[0]!.url).toBe(`${COUPON_BASE_PATH}/load/28mkler3?lang=de`);
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('refuses a loaded coupon whose bets is not an array (COUPON-053)', async () => {
    const { api } = setup(() => json({ code: 'X', typeId: 1, systemValue: null, amount: 100, bets: { 0: bet } }), undefined);
    await expect(api.loadByCode('ABCD')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('reads the stored coupon and the history with the bearer token', async () => {
    const token = freshToken('p');
    const { api, calls } = setup((call) => (call.path.endsWith('/history') ? json({ coupons: [coupon] }) : json({ coupon })), token);
    await expect(api.getCoupon(7, { lang: 'en' })).resolves.toMatchObject({ id: 7 });
    await expect(api.history({ lang: 'en', limit: 5, beforeId: 9 })).resolves.toMatchObject({ coupons: [{ id: 7 }] });
    expect(calls.map((c) => c.url)).toEqual([`${COUPON_BASE_PATH}/7?lang=en`, `${COUPON_BASE_PATH}/history?lang=en&limit=5&beforeId=9`]);
    expect(calls.every((c) => c.headers.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('builds SWR keys next to the calls', () => {
    expect(couponKeys.coupon(7, 'en')).toEqual(['web-api', 'coupon', 'coupon', '7', 'en']);
    expect(couponKeys.load(' ab12cd34', 'en')).toEqual(['web-api', 'coupon', 'load', 'AB12CD34', 'en']);
    expect(couponKeys.history('en')).toEqual(['web-api', 'coupon', 'history', 'en', 20, null]);
  });

  it('describes the submission on the wire with a schema', () => {
    expect(couponPlaceBodySchema.safeParse(body).success).toBe(true);
    expect(couponPlaceBodySchema.safeParse({ ...body, bets: [] }).success).toBe(false);
    expect(couponPlaceBodySchema.safeParse({ ...body, changeCoefAction: 3 }).success).toBe(false);
  });
});
