// Test helpers of the sports hooks: feed fixtures, a fake feed over fetch and the providers a page has. Not exported.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createHttpClient } from '@bf/api-client/http';
import { preloadBettingSchemas, type Game, type GameDetail } from '@bf/api-client/betting';
import { createBettingApi } from '@bf/api-client/betting/api';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { CouponProvider, loadCouponEngine } from '../coupon/index.ts';
import type { KeyValueStorage } from '../env/browser-storage.ts';
import { createSportsServices, type SportsServices } from './sports-services.ts';
import { SportsProvider } from './sports-context.tsx';

/** A feed game with a three-way main market whose outcome ids are `id * 10 + 1..3`. */
export function feedGame(id: number, overrides: Partial<Game> = {}, coefs: [number, number, number] = [1.65, 4.04, 4.99]): Game {
  const base = id * 10;
  return {
    id,
    sportId: 1,
    champId: 101,
    sportName: 'Football',
    champName: 'England. Premier League',
    team1: `Home ${id}`,
    team2: `Away ${id}`,
    startAt: '2030-05-13T11:30:00.000Z',
    status: 'line',
    isLive: false,
    gameStatusId: 1,
    score: null,
    periodScores: [],
    period: 0,
    gameTime: 0,
    isTop: false,
    isCyber: false,
    country: 'GB',
    lineMarkets: [],
    marketsCount: 8,
    mainMarket: {
      id: id * 100,
      gameId: id,
      type: '1x2',
      groupId: 1,
      group: 'result',
      name: 'Match result',
      kind: 1,
      param: null,
      isBlocked: false,
      outcomes: [
        { id: base + 1, type: '1', name: '1', coef: coefs[0], isBlocked: false },
        { id: base + 2, type: 'X', name: 'X', coef: coefs[1], isBlocked: false },
        { id: base + 3, type: '2', name: '2', coef: coefs[2], isBlocked: false },
      ],
    },
    ...overrides,
  };
}

/** A live feed game. */
export const liveGame = (id: number, overrides: Partial<Game> = {}, coefs?: [number, number, number]) =>
  feedGame(id, { status: 'live', isLive: true, gameStatusId: 2, score: { team1: 1, team2: 0 }, periodScores: [[1, 0]], period: 1, gameTime: 1234, ...overrides }, coefs);

/** A game page answer: the main market plus a totals market. */
export function feedDetail(game: Game): GameDetail {
  const totals = {
    id: game.id * 100 + 1,
    gameId: game.id,
    type: 'total',
    groupId: 3,
    group: 'totals',
    name: 'Total goals',
    kind: 3,
    param: 2.5,
    isBlocked: false,
    outcomes: [
      { id: game.id * 10 + 4, type: 'over', name: 'Over 2.5', coef: 1.79, isBlocked: false },
      { id: game.id * 10 + 5, type: 'under', name: 'Under 2.5', coef: 2.02, isBlocked: false },
    ],
  };
  return { ...game, groups: [{ id: 1, group: 'result', name: 'Match result', markets: game.mainMarket ? [game.mainMarket] : [] }, { id: 3, group: 'totals', name: 'Totals', markets: [totals] }], result: null };
}

/** One call the fake feed saw. */
export interface FeedCall {
  path: string;
  query: URLSearchParams;
}

/** A fetch answering feed paths (`/live`, `/champs/101/games`…, without the base path) and recording every call. */
export function fakeFeed(answer: (call: FeedCall) => unknown) {
  const calls: FeedCall[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { path: url.pathname.replace('/web-api/betting/v1', ''), query: url.searchParams };
    calls.push(call);
    const body = answer(call);
    if (body === undefined) return new Response(JSON.stringify({ errors: [{ code: 'not_found', detail: 'not found' }] }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** An in-memory storage. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** Services over a fake fetch, with no browser storage unless one is given. */
export function testServices(fetch: typeof globalThis.fetch, storage: KeyValueStorage | null = null): SportsServices {
  return createSportsServices({ api: createBettingApi(createHttpClient({ baseUrl: '', fetch })), storage });
}

/** The providers a sports page has: i18n (English), a fresh SWR cache, the services and a coupon. */
export async function sportsWrapper(services: SportsServices, { withCoupon = true } = {}) {
  // The feed's schemas load with its first call, a dynamic import that takes real time a fake clock does not advance.
  await Promise.all([preloadBettingSchemas(), loadCouponEngine()]);
  const i18n = createI18n('en', await loadMessages('en'));
  return function Wrapper({ children }: { children: ReactNode }) {
    const content = (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SportsProvider services={services}>{children}</SportsProvider>
      </SWRConfig>
    );
    return (
      <I18nextProvider i18n={i18n}>
        {withCoupon ? (
          <CouponProvider storage={null} syncAcrossTabs={false}>
            {content}
          </CouponProvider>
        ) : (
          content
        )}
      </I18nextProvider>
    );
  };
}
