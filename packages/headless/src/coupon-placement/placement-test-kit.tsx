// Test helpers of the coupon placement (not part of the public names): a fake coupon API over the real HTTP client,
// so the Idempotency-Key and the bearer token go out as they would, and the providers around a hook.
import type { ReactNode } from 'react';
import { createHttpClient } from '@bf/api-client/http';
import { createCouponApi, type PlacedCouponView } from '@bf/api-client/coupon';
import { CouponProvider, type CouponConfig } from '../coupon/use-coupon.ts';
import type { CouponStore } from '../coupon/coupon-store.ts';
import { makeBet, type BetOverrides } from '../coupon/coupon-test-bets.ts';
import { CouponPlacementProvider } from './placement-context.tsx';

export interface PlaceCall {
  key: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  url: string;
}

export type Reply = { status: number; body?: unknown } | 'network-error' | Promise<{ status: number; body?: unknown }>;

/** A JWT-shaped token valid for an hour (the client only decodes it). */
export function testToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub: '42', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

/** A coupon as the server answers it. */
export function placedCoupon(overrides: Partial<PlacedCouponView> = {}): PlacedCouponView {
  return {
    id: 17,
    code: 'AB23CD45',
    typeId: 1,
    systemValue: null,
    accountId: 1,
    iso: 'RUB',
    amount: 150,
    coef: 6,
    possibleWin: 900,
    minPossibleWin: 900,
    statusId: -2,
    payout: null,
    createdAt: '2025-05-10T15:30:00.000Z',
    bets: [],
    ...overrides,
  };
}

/** A fake coupon API: `reply` answers each placement in turn (the last one repeats); every call is recorded. */
export function fakeCouponApi(replies: Reply[] = [{ status: 200, body: { coupon: placedCoupon() } }], extra: Record<string, (url: string, body: unknown) => { status: number; body?: unknown }> = {}) {
  const calls: PlaceCall[] = [];
  const urls: string[] = [];
  let index = 0;
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    urls.push(url);
    const headers = new Headers(init.headers);
    for (const [prefix, handler] of Object.entries(extra)) {
      if (url.startsWith(prefix)) {
        const answer = handler(url, init.body === undefined ? undefined : JSON.parse(String(init.body)));
        return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
      }
    }
    calls.push({ key: headers.get('idempotency-key') ?? '', authorization: headers.get('authorization') ?? undefined, body: JSON.parse(String(init.body)) as Record<string, unknown>, url });
    const reply = replies[Math.min(index, replies.length - 1)]!;
    index += 1;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = await reply;
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as typeof fetch;
  const token = testToken();
  const api = createCouponApi(createHttpClient({ baseUrl: '', fetch: fetchImpl, hooks: { getToken: () => token } }));
  return { api, calls, urls, token };
}

/** A JSON-API refusal of a placement. */
export const refusal = (...errors: { code: string; detail?: string; meta?: Record<string, unknown> }[]) => ({
  status: 400,
  body: { errors: errors.map((error) => ({ detail: error.code, ...error })) },
});

/** A line bet on the feed outcome `id` (numeric), on its own game. */
export const feedBet = (id: number, coef: number, overrides: BetOverrides = {}) =>
  makeBet(String(id), coef, { ...overrides, market: { gameId: id * 10, marketName: 'Match result', outcomeName: '1', ...overrides.market } });

export interface WrapperOptions {
  store: CouponStore;
  api: ReturnType<typeof fakeCouponApi>['api'];
  isSignedIn?: boolean;
  goToSignIn?: () => void;
  config?: CouponConfig;
  coefViewId?: number;
}

/** The coupon and placement providers around a hook under test (no storage, no tab sync). */
export function placementWrapper({ store, api, isSignedIn = true, goToSignIn = () => undefined, config = {}, coefViewId = 0 }: WrapperOptions) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CouponProvider store={store} config={config} storage={null} syncAcrossTabs={false}>
        <CouponPlacementProvider
          store={store}
          api={api}
          isSignedIn={isSignedIn}
          userId={isSignedIn ? '42' : undefined}
          lng="en"
          signInHref="/en/user/login?returnUrl=%2Fen"
          goToSignIn={goToSignIn}
          coefViewId={coefViewId}
          refId={0}
          config={config}
        >
          {children}
        </CouponPlacementProvider>
      </CouponProvider>
    );
  };
}
