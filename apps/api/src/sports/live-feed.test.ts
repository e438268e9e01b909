import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';
import { pruneFinished } from './feed-store.ts';
import { createLiveFeed, KEEP_RESULTS_MS, sportsLiveDefault } from './live-feed.ts';

let api: Api;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function liveOdds(): Promise<Map<number, string>> {
  const { rows } = await api.db.query<{ id: number; coef: string; blocked: boolean }>(
    `select o.id, o.coef, (o.is_blocked or m.is_blocked) as blocked from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
     where g.status = 'live'`,
  );
  return new Map(rows.map((row) => [row.id, `${row.coef}/${row.blocked}`]));
}

describe('the live feed over the database', () => {
  it('writes each tick: clocks run, odds move, games start and finish into the results', async () => {
    const { rows: before } = await api.db.query<{ id: number; game_time: number }>(`select id, game_time from games where status = 'live' order by id`);
    const startedAt = Date.now();
    const feed = await createLiveFeed({ db: api.db, seed: 1, now: startedAt });

    const odds = await liveOdds();
    await feed.tick(2000);
    const after = await liveOdds();
    let moved = 0;
    for (const [id, price] of odds) if (after.has(id) && after.get(id) !== price) moved++;
    expect(moved).toBeGreaterThan(0);

    const { rows: clocks } = await api.db.query<{ id: number; game_time: number }>(`select id, game_time from games where id = any($1::int[]) order by id`, [
      before.map((row) => row.id),
    ]);
    const advanced = clocks.filter((row) => row.game_time > (before.find((old) => old.id === row.id)?.game_time ?? Infinity));
    expect(advanced.length).toBeGreaterThan(before.length / 2);

    // An hour and a half later: many games over, their results stored, others started.
    let finished = 0;
    for (let i = 0; i < 90; i++) finished += (await feed.tick(60_000)).finished.length;
    expect(finished).toBeGreaterThan(20);
    const { rows } = await api.db.query<{ missing: number; live: number; stale: number }>(
      `select (select count(*)::int from games g where status = 'finished' and not exists (select 1 from results r where r.game_id = g.id)) as missing,
              (select count(*)::int from games where status = 'live') as live,
              (select count(*)::int from games where status = 'line' and start_at < $1) as stale`,
      [new Date(feed.simulator.now()).toISOString()],
    );
    expect(rows[0]).toMatchObject({ missing: 0, stale: 0 });
    expect(rows[0]?.live).toBeGreaterThan(25);

    // Results are listed by the day a game started (UTC): ask for the day one finished game started on, so a run near midnight still finds it.
    const { rows: started } = await api.db.query<{ start_at: Date }>(
      `select g.start_at from games g join results r on r.game_id = g.id where g.status = 'finished' order by r.finished_at desc limit 1`,
    );
    const day = new Date(started[0]?.start_at ?? feed.simulator.now()).toISOString().slice(0, 10);
    const res = await api.app.request(`/web-api/betting/v1/results?date=${day}`);
    const body = (await res.json()) as { sports: { champs: { games: unknown[] }[] }[] };
    expect(body.sports.flatMap((sport) => sport.champs.flatMap((champ) => champ.games)).length).toBeGreaterThan(0);
  });

  it('picks up where the database left off after a restart', async () => {
    const { rows } = await api.db.query<{ at: Date }>('select max(updated_at) as at from games');
    const last = new Date(rows[0]?.at ?? 0).getTime();
    const restarted = await createLiveFeed({ db: api.db, seed: 3, now: last + 10 * 60_000 });
    // The new simulator starts at the last write, so its first tick plays the ten minutes in between.
    expect(restarted.simulator.now()).toBe(last);
    const live = restarted.simulator.games().filter((game) => game.state.status === 'live');
    expect(live.length).toBeGreaterThan(20);
    expect(live.every((game) => game.markets.length > 0)).toBe(true);
    const football = live.find((game) => game.sportId === 1 && game.state.gameTime < 1800);
    const clock = football?.state.gameTime ?? 0;
    await restarted.tick(10 * 60_000);
    if (football) {
      const { rows: after } = await api.db.query<{ game_time: number }>('select game_time from games where id = $1', [football.id]);
      expect(after[0]?.game_time).toBeGreaterThanOrEqual(Math.floor(clock) + 599);
    }
  });

  it('prunes old results nobody bet on', async () => {
    const { rows } = await api.db.query<{ at: Date }>("select max(finished_at) as at from games where status = 'finished'");
    const removed = await pruneFinished(api.db, new Date(rows[0]?.at ?? 0).getTime() + 1);
    expect(removed).toBeGreaterThan(0);
    const { rows: left } = await api.db.query<{ count: number }>("select count(*)::int as count from games where status = 'finished'");
    expect(left[0]?.count).toBe(0);
    expect(KEEP_RESULTS_MS).toBe(3 * 24 * 3600 * 1000);
  });
});

describe('the live timer', () => {
  it('is on by default except in tests or with API_SPORTS_LIVE=0', () => {
    expect(sportsLiveDefault({ NODE_ENV: 'production' }).enabled).toBe(true);
    expect(sportsLiveDefault({}).enabled).toBe(true);
    expect(sportsLiveDefault({ NODE_ENV: 'test' }).enabled).toBe(false);
    expect(sportsLiveDefault({ API_SPORTS_LIVE: '0' }).enabled).toBe(false);
    expect(sportsLiveDefault().enabled).toBe(false);
  });

  it('ticks while the API runs and stops when it closes', async () => {
    const running = await createTestApi({}, { sportsLive: { enabled: true, tickMs: 100, seed: 5 } });
    try {
      const read = async () =>
        (await running.db.query<{ at: Date }>(`select max(updated_at) as at from games where status = 'live'`)).rows[0]?.at;
      const first = await read();
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (await read())?.getTime() === first?.getTime()) await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await read())?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
    } finally {
      await running.close();
    }
  });
});
