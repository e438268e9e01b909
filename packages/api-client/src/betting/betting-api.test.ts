import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { BETTING_PATH, MAX_ODDS_IDS, bettingKeys } from '@bf/api-client/betting';
import { createBettingApi } from '@bf/api-client/betting/api';
import { fakeFetch, json, jsonApiError, type RecordedCall } from '../testing/fake-api.ts';

const outcome = (id: number, coef: number) => ({ id, type: String(id), name: String(id), coef, isBlocked: false });
const game = (id: number) => ({
  id,
  sportId: 1,
  champId: 101,
  sportName: 'Football',
  champName: 'England. Premier League',
  team1: 'Newcastle United',
  team2: 'Manchester City',
  startAt: '2025-05-13T11:30:00.000Z',
  status: 'line',
  isLive: false,
  gameStatusId: 1,
  score: null,
  periodScores: [],
  period: 0,
  gameTime: 0,
  isTop: true,
  marketsCount: 8,
  mainMarket: { id: 251, gameId: id, type: '1x2', groupId: 1, group: 'result', name: 'Match result', kind: 1, param: null, isBlocked: false, outcomes: [outcome(624, 1.65), outcome(625, 4.04), outcome(626, 4.99)] },
});

const setup = (handler: (call: RecordedCall) => Response | Promise<Response>) => {
  const fake = fakeFetch(handler);
  return { api: createBettingApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};

describe('betting feed service', () => {
  it('asks for the sports of a section in a language', async () => {
    const { api, calls } = setup(() => json({ section: 'live', sports: [{ id: 1, slug: 'football', name: 'Football', gamesCount: 10, champsCount: 5 }] }));
    await expect(api.getSports('de', 'live')).resolves.toEqual({ section: 'live', sports: [{ id: 1, slug: 'football', name: 'Football', gamesCount: 10, champsCount: 5 }] });
    expect(calls[0]!.url).toBe(`${BETTING_PATH}/sports?lang=de&section=live`);
  });

  it('reads championships and the games of one under a time filter', async () => {
    const { api, calls } = setup((call) =>
      call.path.endsWith('/champs')
        ? json({ sport: { id: 1, slug: 'football', name: 'Football' }, section: 'line', champs: [{ id: 101, sportId: 1, country: 'GB', name: 'EPL', isTop: true, gamesCount: 7 }] })
        : json({ champ: { id: 101, sportId: 1, country: null, name: 'EPL', isTop: true }, section: 'line', timeFilter: 6, games: [game(381)] }),
    );
    expect((await api.getChamps(1, 'en')).champs[0]).toMatchObject({ id: 101, country: 'GB' });
    const games = await api.getChampGames(101, 'en', 'line', 6);
    expect(games.games[0]!.mainMarket!.outcomes.map((o) => o.coef)).toEqual([1.65, 4.04, 4.99]);
    expect(calls.map((c) => c.url)).toEqual([`${BETTING_PATH}/sports/1/champs?lang=en&section=line`, `${BETTING_PATH}/champs/101/games?lang=en&section=line&timeFilter=6`]);
  });

  it('unwraps one game with its market groups', async () => {
    const { api } = setup(() => json({ game: { ...game(381), groups: [{ id: 1, group: 'result', name: 'Match result', markets: [game(381).mainMarket] }], result: null } }));
    const detail = await api.getGame(381, 'en');
    expect(detail.groups[0]!.markets[0]!.id).toBe(251);
    expect(detail.result).toBeNull();
  });

  it('leaves out an unset sport id and date', async () => {
    const { api, calls } = setup((call) => (call.path.endsWith('/results') ? json({ date: '2025-05-09', sports: [] }) : call.path.endsWith('/champions') ? json({ champs: [] }) : json({ games: [] })));
    await api.getLive('en');
    await api.getLive('en', 4);
    await api.getTop('en');
    await api.getResults('en');
    await api.getResults('en', '2025-05-09');
    await api.getChampions('en', 101);
    expect(calls.map((c) => c.url)).toEqual([
      `${BETTING_PATH}/live?lang=en`,
      `${BETTING_PATH}/live?lang=en&sportId=4`,
      `${BETTING_PATH}/top?lang=en`,
      `${BETTING_PATH}/results?lang=en`,
      `${BETTING_PATH}/results?lang=en&date=2025-05-09`,
      `${BETTING_PATH}/champions?lang=en&champId=101`,
    ]);
  });

  it('splits a long odds poll into calls of at most 500 ids and joins the answers', async () => {
    const ids = Array.from({ length: MAX_ODDS_IDS + 20 }, (_, index) => index + 1);
    const { api, calls } = setup((call) => {
      const asked = new URL(call.url, 'http://x').searchParams.get('ids')!.split(',').map(Number);
      return json({ outcomes: asked.slice(0, 2).map((id) => ({ id, marketId: 1, gameId: 1, coef: 2, isBlocked: false })), missing: [] });
    });
    const answer = await api.getOdds([...ids, 1, 2]);
    expect(calls).toHaveLength(2);
    expect(answer.outcomes.map((o) => o.id)).toEqual([1, 2, 501, 502]);
    await expect(api.getOdds([])).resolves.toEqual({ outcomes: [], missing: [] });
    expect(calls).toHaveLength(2);
  });

  it('asks the odds poll for names in a language only when given one', async () => {
    const names = { sport: 'Футбол', champ: 'Англия. Премьер-лига', team1: 'Арсенал', team2: 'Челси', market: 'Исход матча', outcome: '1' };
    const { api, calls } = setup(() => json({ outcomes: [{ id: 7, marketId: 1, gameId: 1, coef: 2, isBlocked: false, names }], missing: [] }));
    const answer = await api.getOdds([7], { lang: 'ru' });
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('lang')).toBe('ru');
    expect(answer.outcomes[0]?.names).toEqual(names);
    await api.getOdds([7]);
    expect(new URL(calls[1]!.url, 'http://x').searchParams.has('lang')).toBe(false);
  });

  it('turns a broken answer into a 502 that names the field, and passes feed errors on', async () => {
    const broken = game(381) as Record<string, unknown>;
    broken.status = 'postponed';
    await expect(setup(() => json({ games: [broken] })).api.getTop('en')).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('games.0.status') });
    await expect(setup(() => jsonApiError(404, 'not_found', 'Game 9 not found')).api.getGame(9, 'en')).rejects.toMatchObject({ statusCode: 404, message: 'Game 9 not found' });
  });

  it('builds its SWR keys next to the calls', () => {
    expect(bettingKeys.champGames(101, 'en', 'live', 2)).toEqual(['betting', 'champ-games', 101, 'live', 2, 'en']);
    expect(bettingKeys.live('en')).toEqual(['betting', 'live', 0, 'en']);
    expect(bettingKeys.odds([3, 1, 3, 2])).toEqual(['betting', 'odds', '1,2,3']);
  });
});
