import type { Db } from '../db/db.ts';
import { CHAMPS, SPORTS } from './catalog.ts';
import type { GameState, GameStatus, GameStatusId, Pair } from './sport-rules.ts';
import type { FeedIds, SimGame, SimMarket } from './feed-types.ts';
import { isDecided } from './generate.ts';
import type { Localized } from './i18n.ts';
import { marketGroup, MARKET_GROUPS, type MarketType } from './markets.ts';
import type { TickChanges } from './live-simulator.ts';

/** Rows per insert statement, so one JSON parameter stays a reasonable size. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The engine's extra state, kept in `games.sim`. */
function simColumn(state: GameState): Record<string, unknown> {
  const { status: _status, gameStatusId: _id, period: _period, score: _score, periodScores: _periods, ...rest } = state;
  return rest;
}

function gameRow(game: SimGame) {
  const { state } = game;
  return {
    id: game.id,
    status: state.status,
    game_status_id: state.gameStatusId,
    score1: state.score[0],
    score2: state.score[1],
    period: state.period,
    game_time: Math.floor(state.gameTime),
    period_scores: state.periodScores,
    sim: simColumn(state),
    finished_at: iso(game.finishedAt),
  };
}

function marketRow(market: SimMarket) {
  return { id: market.id, is_blocked: market.isBlocked, blocked_until: iso(market.blockedUntil) };
}

function outcomeRows(market: SimMarket) {
  return market.outcomes.map((outcome) => ({ id: outcome.id, coef: outcome.coef, is_blocked: outcome.isBlocked }));
}

function resultRow(game: SimGame) {
  return {
    game_id: game.id,
    score1: game.state.score[0],
    score2: game.state.score[1],
    period_scores: game.state.periodScores,
    final: game.state,
    finished_at: iso(game.finishedAt ?? game.startAt),
  };
}

/** Writes the catalog's sports and championships (once; later runs leave them be). */
export async function insertCatalog(db: Db): Promise<void> {
  await db.query(
    `insert into sports (id, slug, names, position)
     select id, slug, names, position from jsonb_to_recordset($1::jsonb) as x(id int, slug text, names jsonb, position int)
     on conflict (id) do nothing`,
    [JSON.stringify(SPORTS.map((sport, position) => ({ id: sport.id, slug: sport.slug, names: sport.names, position })))],
  );
  await db.query(
    `insert into championships (id, sport_id, country, names, variant, is_top, is_cyber, position)
     select id, sport_id, country, names, variant, is_top, is_cyber, position
     from jsonb_to_recordset($1::jsonb) as x(id int, sport_id int, country text, names jsonb, variant text, is_top boolean, is_cyber boolean, position int)
     on conflict (id) do nothing`,
    [
      JSON.stringify(
        CHAMPS.map((champ, position) => ({
          id: champ.id, sport_id: champ.sportId, country: champ.country, names: champ.names, variant: champ.variant ?? null, is_top: champ.isTop,
          is_cyber: champ.isCyber ?? false, position,
        })),
      ),
    ],
  );
}

/** Inserts new games with their markets and outcomes (and results for finished ones). */
export async function insertGames(db: Db, games: readonly SimGame[], updatedAt: number): Promise<void> {
  for (const part of chunks(games)) {
    await db.query(
      `insert into games (id, sport_id, champ_id, team1, team2, start_at, status, game_status_id, score1, score2, period, game_time,
                          period_scores, is_top, model, sim, finished_at, updated_at)
       select id, sport_id, champ_id, team1, team2, start_at, status, game_status_id, score1, score2, period, game_time,
              period_scores, is_top, model, sim, finished_at, $2
       from jsonb_to_recordset($1::jsonb) as x(id int, sport_id int, champ_id int, team1 jsonb, team2 jsonb, start_at timestamptz, status text,
            game_status_id int, score1 int, score2 int, period int, game_time int, period_scores jsonb, is_top boolean, model jsonb, sim jsonb,
            finished_at timestamptz)`,
      [
        JSON.stringify(
          part.map((game) => ({
            ...gameRow(game), sport_id: game.sportId, champ_id: game.champId, team1: game.team1, team2: game.team2, start_at: iso(game.startAt),
            is_top: game.isTop, model: game.model,
          })),
        ),
        iso(updatedAt),
      ],
    );
  }
  const markets = games.flatMap((game) => game.markets);
  for (const part of chunks(markets)) {
    await db.query(
      `insert into markets (id, game_id, type, market_group, kind, param, names, margin, is_blocked, blocked_until)
       select id, game_id, type, market_group, kind, param, names, margin, is_blocked, blocked_until
       from jsonb_to_recordset($1::jsonb) as x(id int, game_id int, type text, market_group text, kind int, param numeric, names jsonb,
            margin numeric, is_blocked boolean, blocked_until timestamptz)`,
      [
        JSON.stringify(
          part.map((market) => {
            const group = marketGroup(market.type);
            return {
              ...marketRow(market), game_id: market.gameId, type: market.type, market_group: group, kind: MARKET_GROUPS[group].id, param: market.param,
              names: market.name, margin: market.margin,
            };
          }),
        ),
      ],
    );
  }
  const outcomes = markets.flatMap((market) => market.outcomes.map((outcome, position) => ({ market, outcome, position })));
  for (const part of chunks(outcomes)) {
    await db.query(
      `insert into outcomes (id, market_id, type, names, coef, is_blocked, position)
       select id, market_id, type, names, coef, is_blocked, position
       from jsonb_to_recordset($1::jsonb) as x(id int, market_id int, type text, names jsonb, coef numeric, is_blocked boolean, position int)`,
      [
        JSON.stringify(
          part.map(({ market, outcome, position }) => ({
            id: outcome.id, market_id: market.id, type: outcome.type, names: outcome.name, coef: outcome.coef, is_blocked: outcome.isBlocked, position,
          })),
        ),
      ],
    );
  }
  const finished = games.filter((game) => game.state.status === 'finished');
  for (const part of chunks(finished)) await insertResults(db, part);
}

async function insertResults(db: Db, games: readonly SimGame[]): Promise<void> {
  await db.query(
    `insert into results (game_id, score1, score2, period_scores, final, finished_at)
     select game_id, score1, score2, period_scores, final, finished_at
     from jsonb_to_recordset($1::jsonb) as x(game_id int, score1 int, score2 int, period_scores jsonb, final jsonb, finished_at timestamptz)
     on conflict (game_id) do nothing`,
    [JSON.stringify(games.map(resultRow))],
  );
}

/**
 * Writes one tick: new games first, then every changed game, market and outcome and the new results in a single
 * statement, so a reader never sees a goal without its suspended markets.
 */
export async function writeChanges(db: Db, changes: TickChanges, clock: number): Promise<void> {
  if (changes.created.length > 0) await insertGames(db, changes.created, clock);
  if (changes.games.length === 0 && changes.markets.length === 0) return;
  await db.query(
    `with
     g as (
       update games t set status = x.status, game_status_id = x.game_status_id, score1 = x.score1, score2 = x.score2, period = x.period,
         game_time = x.game_time, period_scores = x.period_scores, sim = x.sim, finished_at = x.finished_at, updated_at = $5
       from jsonb_to_recordset($1::jsonb) as x(id int, status text, game_status_id int, score1 int, score2 int, period int, game_time int,
            period_scores jsonb, sim jsonb, finished_at timestamptz)
       where t.id = x.id returning 1),
     m as (
       update markets t set is_blocked = x.is_blocked, blocked_until = x.blocked_until
       from jsonb_to_recordset($2::jsonb) as x(id int, is_blocked boolean, blocked_until timestamptz)
       where t.id = x.id returning 1),
     o as (
       update outcomes t set coef = x.coef, is_blocked = x.is_blocked
       from jsonb_to_recordset($3::jsonb) as x(id int, coef numeric, is_blocked boolean)
       where t.id = x.id and (t.coef <> x.coef or t.is_blocked <> x.is_blocked) returning 1),
     r as (
       insert into results (game_id, score1, score2, period_scores, final, finished_at)
       select game_id, score1, score2, period_scores, final, finished_at
       from jsonb_to_recordset($4::jsonb) as x(game_id int, score1 int, score2 int, period_scores jsonb, final jsonb, finished_at timestamptz)
       on conflict (game_id) do nothing returning 1)
     select (select count(*) from g)::int as games, (select count(*) from m)::int as markets,
            (select count(*) from o)::int as outcomes, (select count(*) from r)::int as results`,
    [
      JSON.stringify(changes.games.map(gameRow)),
      JSON.stringify(changes.markets.map(marketRow)),
      JSON.stringify(changes.markets.flatMap(outcomeRows)),
      JSON.stringify(changes.finished.map(resultRow)),
      iso(clock),
    ],
  );
}

interface GameRow {
  id: number;
  sport_id: number;
  champ_id: number;
  team1: Localized;
  team2: Localized;
  start_at: Date | string;
  status: GameStatus;
  game_status_id: GameStatusId;
  score1: number;
  score2: number;
  period: number;
  game_time: number;
  period_scores: Pair[];
  is_top: boolean;
  model: { a: number; b: number };
  sim: Partial<GameState>;
  finished_at: Date | string | null;
}

interface MarketRow {
  id: number;
  game_id: number;
  type: MarketType;
  param: string | null;
  names: Localized;
  margin: string;
  is_blocked: boolean;
  blocked_until: Date | string | null;
}

interface OutcomeRow {
  id: number;
  market_id: number;
  type: string;
  names: Localized;
  coef: number;
  is_blocked: boolean;
}

const ms = (value: Date | string) => new Date(value).getTime();

/** Rebuilds a game's state from its row. */
export function stateFromRow(row: Pick<GameRow, 'status' | 'game_status_id' | 'period' | 'game_time' | 'score1' | 'score2' | 'period_scores' | 'sim'>): GameState {
  return {
    ...row.sim,
    status: row.status,
    gameStatusId: row.game_status_id,
    period: row.period,
    gameTime: row.sim.gameTime ?? row.game_time,
    score: [row.score1, row.score2],
    periodScores: row.period_scores,
  };
}

/**
 * The games the simulator runs (line and live), with their markets. Chances are recovered from the prices
 * (proportional to 1/coef); a suspended market of a live game reopens on the first tick unless it is decided.
 */
export async function loadRunningGames(db: Db, clock: number): Promise<SimGame[]> {
  const games = await db.query<GameRow>(`select * from games where status <> 'finished' order by id`);
  const markets = await db.query<MarketRow>(
    `select m.* from markets m join games g on g.id = m.game_id where g.status <> 'finished' order by m.id`,
  );
  const outcomes = await db.query<OutcomeRow>(
    `select o.id, o.market_id, o.type, o.names, o.coef::float8 as coef, o.is_blocked
     from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
     where g.status <> 'finished' order by o.market_id, o.position`,
  );
  const outcomesByMarket = new Map<number, OutcomeRow[]>();
  for (const row of outcomes.rows) outcomesByMarket.set(row.market_id, [...(outcomesByMarket.get(row.market_id) ?? []), row]);
  const byGame = new Map<number, SimGame>();
  const result = games.rows.map((row): SimGame => {
    const game: SimGame = {
      id: row.id,
      sportId: row.sport_id,
      champId: row.champ_id,
      team1: row.team1,
      team2: row.team2,
      startAt: ms(row.start_at),
      isTop: row.is_top,
      model: row.model,
      state: stateFromRow(row),
      markets: [],
      finishedAt: row.finished_at === null ? null : ms(row.finished_at),
    };
    byGame.set(game.id, game);
    return game;
  });
  for (const row of markets.rows) {
    const game = byGame.get(row.game_id);
    if (!game) continue;
    const rows = outcomesByMarket.get(row.id) ?? [];
    const inverse = rows.map((outcome) => 1 / outcome.coef);
    const total = inverse.reduce((a, b) => a + b, 0) || 1;
    const market: SimMarket = {
      id: row.id,
      gameId: row.game_id,
      type: row.type,
      param: row.param === null ? null : Number(row.param),
      name: row.names,
      margin: Number(row.margin),
      isBlocked: row.is_blocked,
      blockedUntil: row.blocked_until === null ? null : ms(row.blocked_until),
      probs: inverse.map((value) => value / total),
      outcomes: rows.map((outcome) => ({ id: outcome.id, type: outcome.type, name: outcome.names, coef: outcome.coef, isBlocked: outcome.is_blocked })),
    };
    if (game.state.status === 'live' && market.isBlocked && market.blockedUntil === null && !isDecided(market)) market.blockedUntil = clock;
    game.markets.push(market);
  }
  return result;
}

/** The next free game, market and outcome ids. */
export async function loadNextIds(db: Db): Promise<FeedIds> {
  const { rows } = await db.query<FeedIds>(
    `select coalesce((select max(id) from games), 0)::int + 1 as game, coalesce((select max(id) from markets), 0)::int + 1 as market,
            coalesce((select max(id) from outcomes), 0)::int + 1 as outcome`,
  );
  return rows[0] ?? { game: 1, market: 1, outcome: 1 };
}

/** When the feed was last written (epoch ms), or undefined for an empty feed. */
export async function lastFeedUpdate(db: Db): Promise<number | undefined> {
  const { rows } = await db.query<{ at: Date | string | null }>(`select max(updated_at) as at from games`);
  const at = rows[0]?.at;
  return at ? ms(at) : undefined;
}

/** Deletes finished games older than `before` that no coupon refers to (markets, outcomes and results go with them). */
export async function pruneFinished(db: Db, before: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `delete from games g where g.status = 'finished' and g.finished_at < $1
       and not exists (select 1 from coupon_bets b where b.game_id = g.id)
     returning g.id`,
    [iso(before)],
  );
  return rows.length;
}
