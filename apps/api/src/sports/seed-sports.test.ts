import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';
import { CHAMPS, SPORTS } from './catalog.ts';
import { FEED_LANGS } from './i18n.ts';
import { generateSeedFeed, SPORTS_SEED } from './seed-sports.ts';

const NOW = Date.UTC(2025, 4, 10, 15, 30);
const DAY = 24 * 3600 * 1000;

const localized = z.object(Object.fromEntries(FEED_LANGS.map((lang) => [lang, z.string().trim().min(1)]))).strict();
const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const outcome = z.object({ id: z.number().int().positive(), type: z.string().min(1), name: localized, coef: z.number().min(1.01).max(250), isBlocked: z.boolean() });
const market = z.object({
  id: z.number().int().positive(),
  gameId: z.number().int().positive(),
  type: z.string(),
  param: z.number().nullable(),
  name: localized,
  margin: z.number().min(0.04).max(0.1),
  isBlocked: z.boolean(),
  blockedUntil: z.number().nullable(),
  probs: z.array(z.number().min(0).max(1)),
  outcomes: z.array(outcome).min(2).max(14),
});
const game = z.object({
  id: z.number().int().positive(),
  sportId: z.number().int(),
  champId: z.number().int(),
  team1: localized,
  team2: localized,
  startAt: z.number().int(),
  isTop: z.boolean(),
  model: z.object({ a: z.number().finite(), b: z.number().finite() }),
  state: z.object({
    status: z.enum(['line', 'live', 'finished']),
    gameStatusId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    period: z.number().int().min(0),
    gameTime: z.number().min(0),
    score: pair,
    periodScores: z.array(pair),
  }),
  markets: z.array(market),
  finishedAt: z.number().nullable(),
});

describe('the demo feed', () => {
  const games = generateSeedFeed(SPORTS_SEED, NOW);
  const byStatus = (status: string) => games.filter((candidate) => candidate.state.status === status);

  it('has eight sports with four to seven championships each, named in every language', () => {
    expect(SPORTS.map((sport) => sport.slug)).toEqual(['football', 'tennis', 'basketball', 'ice-hockey', 'volleyball', 'table-tennis', 'esports', 'mma']);
    for (const sport of SPORTS) {
      localized.parse(sport.names);
      const champs = CHAMPS.filter((champ) => champ.sportId === sport.id);
      expect(champs.length, sport.slug).toBeGreaterThanOrEqual(4);
      expect(champs.length).toBeLessThanOrEqual(7);
      // Football and basketball also have a cyber competition (SPORT-012's per-sport cyber filter); e-sports is all cyber.
      expect(champs.some((champ) => champ.isCyber), sport.slug).toBe(sport.slug === 'football' || sport.slug === 'basketball');
      for (const champ of champs) {
        localized.parse(champ.names);
        expect(champ.teams.length).toBeGreaterThanOrEqual(6);
        for (const team of champ.teams) localized.parse(team);
        expect(new Set(champ.teams.map((team) => team.en)).size).toBe(champ.teams.length);
      }
    }
    expect(new Set(CHAMPS.map((champ) => champ.id)).size).toBe(CHAMPS.length);
    expect(SPORTS.find((sport) => sport.slug === 'football')?.names).toMatchObject({ ru: 'Футбол', de: 'Fußball', it: 'Calcio' });
  });

  it('validates: every game, market and outcome is well formed, with unique ids', () => {
    for (const item of games) game.parse(item);
    const ids = (list: number[]) => new Set(list).size === list.length;
    expect(ids(games.map((item) => item.id))).toBe(true);
    expect(ids(games.flatMap((item) => item.markets.map((m) => m.id)))).toBe(true);
    expect(ids(games.flatMap((item) => item.markets.flatMap((m) => m.outcomes.map((o) => o.id))))).toBe(true);
    for (const item of games) {
      expect(item.team1.en).not.toBe(item.team2.en);
      for (const m of item.markets) expect(m.gameId).toBe(item.id);
    }
  });

  it('has about 40 live games, a week of line games and three days of results', () => {
    expect(byStatus('live').length).toBeGreaterThanOrEqual(34);
    expect(byStatus('live').length).toBeLessThanOrEqual(46);
    const line = byStatus('line');
    expect(line.length).toBeGreaterThan(150);
    for (const item of line) {
      expect(item.startAt).toBeGreaterThan(NOW);
      expect(item.startAt).toBeLessThanOrEqual(NOW + 7 * DAY);
    }
    const finished = byStatus('finished');
    expect(finished.length).toBeGreaterThan(100);
    for (const item of finished) {
      expect(item.finishedAt).not.toBeNull();
      expect(item.finishedAt).toBeLessThanOrEqual(NOW);
      expect(item.startAt).toBeGreaterThanOrEqual(NOW - 4 * DAY);
    }
    for (const sport of SPORTS) expect(line.some((item) => item.sportId === sport.id), sport.slug).toBe(true);
  });

  it('offers 4 to 10 markets per game, at realistic odds with a 5 to 10 % margin on every market', () => {
    const books: number[] = [];
    for (const item of [...byStatus('line'), ...byStatus('live')]) {
      expect(item.markets.length, `game ${item.id}`).toBeGreaterThanOrEqual(4);
      expect(item.markets.length).toBeLessThanOrEqual(10);
      for (const m of item.markets) {
        if (m.isBlocked || m.outcomes.some((o) => o.isBlocked || o.coef <= 1.01 || o.coef >= 250)) continue;
        // A double chance's three outcomes each cover two results: its book is twice the 1X2's.
        books.push(m.outcomes.reduce((sum, o) => sum + 1 / o.coef, 0) / (m.type === 'double_chance' ? 2 : 1) - 1);
      }
    }
    books.sort((a, b) => a - b);
    const median = books[Math.floor(books.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(0.045);
    expect(median).toBeLessThan(0.07);
    for (const margin of books) {
      expect(margin).toBeGreaterThanOrEqual(0.03);
      expect(margin).toBeLessThanOrEqual(0.1);
    }
    // Line favourites and outsiders look like a bookmaker's: a main market never prices anyone beyond 60.
    for (const item of byStatus('line')) {
      const main = item.markets[0];
      for (const o of main?.outcomes ?? []) expect(o.coef).toBeLessThan(60);
    }
  });

  it('is the same for the same seed and time', () => {
    expect(JSON.stringify(generateSeedFeed(SPORTS_SEED, NOW))).toBe(JSON.stringify(games));
  });
});

describe('the seeded database', () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('holds the catalog, the games and a result for every finished game', async () => {
    const { rows } = await api.db.query<Record<string, number>>(
      `select (select count(*)::int from sports) as sports, (select count(*)::int from championships) as champs,
              (select count(*)::int from games where status = 'live') as live, (select count(*)::int from games where status = 'line') as line,
              (select count(*)::int from games where status = 'finished') as finished, (select count(*)::int from results) as results,
              (select count(*)::int from games g where status <> 'finished' and (select count(*) from markets m where m.game_id = g.id) not between 4 and 10) as bad_markets,
              (select count(*)::int from outcomes where coef < 1.01) as bad_coefs`,
    );
    const counts = rows[0] ?? {};
    expect(counts.sports).toBe(8);
    expect(counts.champs).toBe(CHAMPS.length);
    expect(counts.live).toBeGreaterThanOrEqual(34);
    expect(counts.line).toBeGreaterThan(150);
    expect(counts.results).toBe(counts.finished);
    expect(counts.bad_markets).toBe(0);
    expect(counts.bad_coefs).toBe(0);
  });

  it('stores names in every language', async () => {
    const { rows } = await api.db.query<{ names: Record<string, string> }>('select names from sports order by position');
    for (const row of rows) localized.parse(row.names);
  });
});
