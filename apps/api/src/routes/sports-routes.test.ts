import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import type { GameDetail, GameView } from '../sports/feed-queries.ts';
import { createTestApi } from '../test/create-test-api.ts';

const BASE = '/web-api/betting/v1';
let api: Api;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function getJson<T = Record<string, unknown>>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await api.app.request(path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** A 400 (or 404) in the API's error shape, with this code on its first error. */
async function expectError(path: string, status: number, code: string): Promise<void> {
  const res = await api.app.request(path);
  expect(res.status, path).toBe(status);
  const body = apiErrorBodySchema.parse(await res.json());
  expect(body.errors[0]?.code, path).toBe(code);
}

function expectGameShape(game: GameView): void {
  expect(game.id).toBeGreaterThan(0);
  expect(typeof game.team1).toBe('string');
  expect(typeof game.sportName).toBe('string');
  expect(new Date(game.startAt).toISOString()).toBe(game.startAt);
  expect(game.mainMarket?.outcomes.length).toBeGreaterThanOrEqual(2);
  for (const outcome of game.mainMarket?.outcomes ?? []) expect(outcome.coef).toBeGreaterThanOrEqual(1.01);
}

describe('GET sports', () => {
  it('lists the line sports with counts, in the asked language, cacheable for 15 s', async () => {
    const { status, body, headers } = await getJson<{ section: string; sports: { id: number; name: string; gamesCount: number; champsCount: number }[] }>(
      `${BASE}/sports?lang=ru`,
    );
    expect(status).toBe(200);
    expect(body.section).toBe('line');
    expect(body.sports).toHaveLength(8);
    expect(body.sports[0]).toMatchObject({ id: 1, slug: 'football', name: 'Футбол' });
    for (const sport of body.sports) {
      expect(sport.gamesCount).toBeGreaterThan(0);
      expect(sport.champsCount).toBeGreaterThan(0);
    }
    expect(headers.get('cache-control')).toBe('public, max-age=15');
    expect(headers.get('content-language')).toBe('ru');
  });

  it('lists live sports without caching; languages fall back to English', async () => {
    const { body, headers } = await getJson<{ sports: { name: string; gamesCount: number }[] }>(`${BASE}/sports?section=live&lang=xx`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-language')).toBe('en');
    expect(body.sports.reduce((sum, sport) => sum + sport.gamesCount, 0)).toBeGreaterThanOrEqual(34);
    expect(body.sports[0]?.name).toBe('Football');
    expect((await getJson<{ sports: { name: string }[] }>(`${BASE}/sports?lang=pt-BR`)).body.sports[0]?.name).toBe('Futebol');
  });

  it('refuses a bad section or language', async () => {
    await expectError(`${BASE}/sports?section=past`, 400, 'invalid_query');
    await expectError(`${BASE}/sports?lang=12345`, 400, 'invalid_query');
  });
});

describe('GET sports/{sportId}/champs', () => {
  it("lists a sport's championships with games", async () => {
    const { status, body } = await getJson<{ sport: { name: string }; champs: { id: number; name: string; country: string | null; isCyber: boolean; gamesCount: number }[] }>(
      `${BASE}/sports/1/champs?lang=uk&section=line`,
    );
    expect(status).toBe(200);
    expect(body.sport.name).toBe('Футбол');
    expect(body.champs.map((champ) => champ.id)).toEqual([101, 102, 103, 104, 105, 106, 107]);
    expect(body.champs.filter((champ) => champ.isCyber).map((champ) => champ.id)).toEqual([107]);
    expect(body.champs[0]).toMatchObject({ name: "Англія. Прем'єр-ліга", country: 'GB' });
    expect(body.champs.find((champ) => champ.id === 105)?.country).toBeNull();
  });

  it('answers 404 for an unknown sport and 400 for a malformed id', async () => {
    await expectError(`${BASE}/sports/999/champs`, 404, 'not_found');
    await expectError(`${BASE}/sports/abc/champs`, 400, 'invalid_path');
    await expectError(`${BASE}/sports/0/champs`, 400, 'invalid_path');
  });
});

describe('GET champs/{champId}/games', () => {
  it("lists a championship's line games with their main market", async () => {
    const { body, headers } = await getJson<{ games: GameView[] }>(`${BASE}/champs/101/games?lang=de`);
    expect(headers.get('cache-control')).toBe('public, max-age=15');
    expect(body.games.length).toBeGreaterThan(0);
    for (const game of body.games) {
      expectGameShape(game);
      expect(game.status).toBe('line');
      expect(game.score).toBeNull();
      expect(game.mainMarket?.type).toBe('1x2');
      expect(game.mainMarket?.name).toBe('Spielausgang');
    }
    const starts = body.games.map((game) => game.startAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it('applies the time filters: upcoming, first period, second period, recommended', async () => {
    const now = Date.now();
    for (const champId of [101, 102, 1001, 1002]) {
      const upcoming = (await getJson<{ games: GameView[] }>(`${BASE}/champs/${champId}/games?timeFilter=1`)).body.games;
      for (const game of upcoming) {
        expect(game.status).toBe('line');
        expect(new Date(game.startAt).getTime()).toBeLessThanOrEqual(now + 2 * 3600 * 1000 + 5000);
      }
      const first = await getJson<{ games: GameView[] }>(`${BASE}/champs/${champId}/games?timeFilter=2`);
      expect(first.headers.get('cache-control')).toBe('no-store');
      for (const game of first.body.games) expect([game.status, game.period]).toEqual(['live', 1]);
      for (const game of (await getJson<{ games: GameView[] }>(`${BASE}/champs/${champId}/games?timeFilter=3`)).body.games) {
        expect(game.status).toBe('live');
        expect(game.period).toBeGreaterThanOrEqual(2);
      }
    }
    // Recommended: top games, or every game of a top championship.
    expect((await getJson<{ games: GameView[] }>(`${BASE}/champs/101/games?timeFilter=6`)).body.games.length).toBeGreaterThan(0);
    expect((await getJson<{ games: GameView[] }>(`${BASE}/champs/103/games?timeFilter=6`)).body.games.every((game) => game.isTop)).toBe(true);
  });

  it('refuses a bad time filter or section, and an unknown championship', async () => {
    await expectError(`${BASE}/champs/101/games?timeFilter=5`, 400, 'invalid_query');
    await expectError(`${BASE}/champs/101/games?section=soon`, 400, 'invalid_query');
    await expectError(`${BASE}/champs/99999/games`, 404, 'not_found');
    await expectError(`${BASE}/champs/-1/games`, 400, 'invalid_path');
  });
});

describe('GET games/{gameId}', () => {
  it('answers a game with all its markets grouped', async () => {
    const list = (await getJson<{ games: GameView[] }>(`${BASE}/champs/101/games`)).body.games;
    const id = list[0]?.id;
    const { status, body, headers } = await getJson<{ game: GameDetail }>(`${BASE}/games/${id}?lang=ru`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=15');
    const { game } = body;
    expect(game.groups.length).toBeGreaterThan(0);
    expect(game.groups.map((group) => group.id)).toEqual([...game.groups.map((group) => group.id)].sort((a, b) => a - b));
    expect(game.groups[0]).toMatchObject({ group: 'result', name: 'Исход матча' });
    const markets = game.groups.flatMap((group) => group.markets);
    expect(markets).toHaveLength(game.marketsCount);
    expect(markets.length).toBeGreaterThanOrEqual(4);
    for (const market of markets) for (const outcome of market.outcomes) expect(outcome.coef).toBeGreaterThanOrEqual(1.01);
    expect(game.result).toBeNull();
  });

  it('answers a live game uncached and a finished one with its result', async () => {
    const { rows } = await api.db.query<{ live: number; done: number }>(
      `select (select id from games where status = 'live' order by id limit 1) as live, (select id from games where status = 'finished' order by id limit 1) as done`,
    );
    const live = await getJson<{ game: GameDetail }>(`${BASE}/games/${rows[0]?.live}`);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.body.game.score).not.toBeNull();
    const done = await getJson<{ game: GameDetail }>(`${BASE}/games/${rows[0]?.done}`);
    expect(done.body.game.status).toBe('finished');
    expect(done.body.game.result?.score).toEqual(done.body.game.score);
  });

  it('answers 404 and 400', async () => {
    await expectError(`${BASE}/games/987654321`, 404, 'not_found');
    await expectError(`${BASE}/games/1x`, 400, 'invalid_path');
  });
});

describe('GET live', () => {
  it('lists live games with score, period, game time and main market', async () => {
    const { body, headers } = await getJson<{ games: GameView[] }>(`${BASE}/live?lang=es`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.games.length).toBeGreaterThanOrEqual(34);
    for (const game of body.games) {
      expectGameShape(game);
      expect(game.isLive).toBe(true);
      expect(game.score).not.toBeNull();
      expect(game.period).toBeGreaterThanOrEqual(1);
      expect([2, 3]).toContain(game.gameStatusId);
      expect(game.gameTime).toBeGreaterThan(0);
    }
    const tennis = await getJson<{ games: GameView[] }>(`${BASE}/live?sportId=4`);
    expect(tennis.body.games.length).toBeGreaterThan(0);
    expect(tennis.body.games.every((game) => game.sportId === 4 && (game.server === 1 || game.server === 2))).toBe(true);
  });

  it('refuses a bad sportId', async () => {
    await expectError(`${BASE}/live?sportId=football`, 400, 'invalid_query');
  });
});

describe('GET top', () => {
  it('lists top games, live first', async () => {
    const { body } = await getJson<{ games: GameView[] }>(`${BASE}/top?lang=fr`);
    expect(body.games.length).toBeGreaterThan(0);
    expect(body.games.every((game) => game.isTop && game.status !== 'finished')).toBe(true);
    const firstLine = body.games.findIndex((game) => !game.isLive);
    if (firstLine >= 0) expect(body.games.slice(firstLine).every((game) => !game.isLive)).toBe(true);
  });
});

describe('GET line', () => {
  it('pages every sport\'s line games, with a total equal to the sports menu\'s counts, so every game can be reached', async () => {
    const sports = await getJson<{ sports: { gamesCount: number }[] }>(`${BASE}/sports?lang=en&section=line`);
    const menuTotal = sports.body.sports.reduce((sum, sport) => sum + sport.gamesCount, 0);
    const first = await getJson<{ games: GameView[]; total: number; offset: number }>(`${BASE}/line?lang=en&limit=50`);
    expect(first.body.total).toBe(menuTotal);
    expect(first.body.games).toHaveLength(50);
    expect(first.headers.get('cache-control')).toBe('public, max-age=15');
    const ids = new Set<number>();
    for (let offset = 0; offset < menuTotal; offset += 50) {
      const page = await getJson<{ games: GameView[] }>(`${BASE}/line?lang=en&limit=50&offset=${offset}`);
      for (const game of page.body.games) {
        expect(game.status).toBe('line');
        ids.add(game.id);
      }
    }
    expect(ids.size).toBe(menuTotal);
  });

  it('gives each game its main total and handicap (the lines nearest to even money) and its championship\'s country', async () => {
    const { body } = await getJson<{ games: GameView[] }>(`${BASE}/line?lang=en&limit=20`);
    const football = body.games.filter((game) => game.sportId === 1);
    expect(football.length).toBeGreaterThan(0);
    expect(football.some((game) => game.lineMarkets.length === 2)).toBe(true);
    expect(football.some((game) => game.country !== null)).toBe(true);
    for (const game of football) {
      // Total first, then handicap; a game without an open line of a kind has none of it.
      const types = game.lineMarkets.map((market) => market.type);
      expect(types).toEqual(['total', 'handicap'].filter((type) => types.includes(type as 'total')));
      expect(types).toContain('total');
      // A country's competition names its country; an international one (the Champions League) has none.
      if (game.country !== null) expect(game.country).toMatch(/^[A-Z]{2}$/);
      const full = await getJson<{ game: GameDetail }>(`${BASE}/games/${game.id}?lang=en`);
      const totals = full.body.game.groups.flatMap((group) => group.markets).filter((market) => market.type === 'total' && !market.isBlocked);
      const gap = (market: { outcomes: { coef: number }[] }) => Math.abs((market.outcomes[0]?.coef ?? 0) - (market.outcomes[1]?.coef ?? 0));
      expect(gap(game.lineMarkets[0]!)).toBe(Math.min(...totals.map(gap)));
    }
  });

  it('refuses a bad page or filter with a 400', async () => {
    await expectError(`${BASE}/line?limit=0`, 400, 'invalid_query');
    await expectError(`${BASE}/line?limit=abc`, 400, 'invalid_query');
    await expectError(`${BASE}/line?offset=-1`, 400, 'invalid_query');
    await expectError(`${BASE}/line?timeFilter=2`, 400, 'invalid_query');
  });
});

describe('GET results', () => {
  it("lists a day's results by sport and championship", async () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    const { body, headers } = await getJson<{ date: string; sports: { id: number; champs: { games: { startAt: string; result: { score: object } }[] }[] }[] }>(
      `${BASE}/results?lang=tr&date=${yesterday}`,
    );
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.date).toBe(yesterday);
    expect(body.sports.length).toBe(8);
    for (const sport of body.sports) {
      for (const champ of sport.champs) {
        for (const game of champ.games) {
          expect(game.startAt.slice(0, 10)).toBe(yesterday);
          expect(game.result.score).toBeDefined();
        }
      }
    }
    expect((await getJson<{ date: string }>(`${BASE}/results`)).body.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses a date that is not YYYY-MM-DD or not on the calendar', async () => {
    await expectError(`${BASE}/results?date=2024-02-30`, 400, 'invalid_query');
    await expectError(`${BASE}/results?date=yesterday`, 400, 'invalid_query');
  });
});

describe('GET champions', () => {
  it('answers each championship table and latest results', async () => {
    const { body } = await getJson<{ champs: { id: number; standings: { team: string; played: number; points: number }[]; lastResults: unknown[] }[] }>(
      `${BASE}/champions?lang=it`,
    );
    expect(body.champs.length).toBeGreaterThan(30);
    const premier = body.champs.find((champ) => champ.id === 101);
    expect(premier?.standings.length).toBeGreaterThan(4);
    const points = premier?.standings.map((row) => row.points) ?? [];
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(premier?.lastResults.length).toBeGreaterThan(0);
    const one = await getJson<{ champs: { id: number }[] }>(`${BASE}/champions?champId=202`);
    expect(one.body.champs.map((champ) => champ.id)).toEqual([202]);
    await expectError(`${BASE}/champions?champId=x`, 400, 'invalid_query');
  });
});

describe('GET odds', () => {
  it('answers current prices and suspension for outcome ids, uncached', async () => {
    const { rows } = await api.db.query<{ id: number; coef: string; market_id: number }>(
      `select o.id, o.coef, o.market_id from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
       where g.status = 'line' and not m.is_blocked order by o.id limit 3`,
    );
    const ids = rows.map((row) => row.id);
    await api.db.query('update markets set is_blocked = true where id = $1', [rows[2]?.market_id]);
    const { body, headers } = await getJson<{ outcomes: { id: number; coef: number; isBlocked: boolean }[]; missing: number[] }>(
      `${BASE}/odds?ids=${ids.join(',')},${ids[0]},2000000000`,
    );
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.outcomes.map((outcome) => outcome.id)).toEqual(ids);
    expect(body.outcomes[0]?.coef).toBe(Number(rows[0]?.coef));
    expect(body.outcomes.find((outcome) => outcome.id === ids[2])?.isBlocked).toBe(true);
    expect(body.missing).toEqual([2000000000]);
    await api.db.query('update markets set is_blocked = false where id = $1', [rows[2]?.market_id]);
  });

  it('with a language, words each outcome as a slip shows it: sport, championship, teams, market and outcome', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `select o.id from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
       where m.type = '1x2' and g.sport_id = 1 and g.champ_id = 101 order by o.position, o.id limit 1`,
    );
    const id = rows[0]?.id;
    type Named = { outcomes: { id: number; names?: Record<string, string> }[] };
    const ru = await getJson<Named>(`${BASE}/odds?ids=${id}&lang=ru`);
    expect(ru.body.outcomes[0]?.names).toMatchObject({ sport: 'Футбол', champ: 'Англия. Премьер-лига', market: 'Исход матча' });
    expect(ru.body.outcomes[0]?.names?.team1).toMatch(/[А-Яа-яЁё]/u);
    const en = await getJson<Named>(`${BASE}/odds?ids=${id}&lang=en`);
    expect(en.body.outcomes[0]?.names).toMatchObject({ sport: 'Football', champ: 'England. Premier League', market: 'Match result' });
    // Without a language the poll stays as small as before: prices only.
    expect((await getJson<Named>(`${BASE}/odds?ids=${id}`)).body.outcomes[0]?.names).toBeUndefined();
    await expectError(`${BASE}/odds?ids=${id}&lang=<x>`, 400, 'invalid_query');
  });

  it('takes at most 500 ids, all positive numbers', async () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    await expectError(`${BASE}/odds?ids=${many}`, 400, 'invalid_query');
    expect((await api.app.request(`${BASE}/odds?ids=${Array.from({ length: 500 }, (_, i) => i + 1).join(',')}`)).status).toBe(200);
    await expectError(`${BASE}/odds?ids=1,a`, 400, 'invalid_query');
    await expectError(`${BASE}/odds?ids=`, 400, 'invalid_query');
    await expectError(`${BASE}/odds`, 400, 'invalid_query');
    await expectError(`${BASE}/odds?ids=0`, 400, 'invalid_query');
  });
});
