import type { Db } from '../db/db.ts';
import { catalogChamp, catalogSport } from './catalog.ts';
import type { CatalogChamp } from './catalog-types.ts';
import type { FightFinish, GameStatus, GameStatusId, Pair } from './sport-rules.ts';
import type { FeedLang } from './i18n.ts';
import { groupName } from './market-names.ts';
import { MARKET_GROUPS, type MarketGroup, type MarketType } from './markets.ts';
import { sportContext } from './sport-context.ts';

export type Section = 'line' | 'live';
/** Time filter ids (spec S2 §9): 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export type TimeFilter = 0 | 1 | 2 | 3 | 6;

/** "Upcoming" (time filter 1): line games starting within this many ms. */
export const UPCOMING_MS = 2 * 60 * 60 * 1000;

export interface OutcomeView {
  id: number;
  type: string;
  name: string;
  coef: number;
  isBlocked: boolean;
}

export interface MarketView {
  id: number;
  gameId: number;
  type: MarketType;
  groupId: number;
  group: MarketGroup;
  name: string;
  /** The market group's number; 7 (correct score) never joins a bonus bet. */
  kind: number;
  param: number | null;
  isBlocked: boolean;
  outcomes: OutcomeView[];
}

export interface GameView {
  id: number;
  sportId: number;
  champId: number;
  sportName: string;
  champName: string;
  team1: string;
  team2: string;
  startAt: string;
  status: GameStatus;
  isLive: boolean;
  gameStatusId: GameStatusId;
  /** Null before the start. */
  score: { team1: number; team2: number } | null;
  /** Per period, half, quarter or set (units of the set); the current one last. */
  periodScores: Pair[];
  period: number;
  /** Seconds: the game clock in timed sports, time since the start elsewhere. */
  gameTime: number;
  /** Tennis: who serves (1 or 2). */
  server?: 1 | 2;
  isTop: boolean;
  /** Its championship is a cyber competition of the sport (SPORT-012). */
  isCyber: boolean;
  marketsCount: number;
  mainMarket: MarketView | null;
  /** The main total and handicap lines (the ones priced nearest to even), for list columns on wide screens. */
  lineMarkets: MarketView[];
  /** The championship's country (ISO 3166 alpha-2), null when international. */
  country: string | null;
}

interface GameRow {
  id: number;
  sport_id: number;
  champ_id: number;
  sport_name: string;
  champ_name: string;
  team1: string;
  team2: string;
  start_at: Date | string;
  status: GameStatus;
  game_status_id: GameStatusId;
  score1: number;
  score2: number;
  period: number;
  game_time: number;
  period_scores: Pair[];
  is_top: boolean;
  is_cyber: boolean;
  server: 1 | 2 | null;
  markets_count: number;
  country: string | null;
}

/** A timestamp column as an ISO string. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();

/** Localized name of a jsonb column, falling back to English. */
export const named = (column: string, lang = '$1') => `coalesce(${column}->>${lang}, ${column}->>'en')`;

const GAME_COLUMNS = `g.id, g.sport_id, g.champ_id, ${named('s.names')} as sport_name, ${named('c.names')} as champ_name,
  ${named('g.team1')} as team1, ${named('g.team2')} as team2, g.start_at, g.status, g.game_status_id, g.score1, g.score2,
  g.period, g.game_time, g.period_scores, g.is_top, c.is_cyber, (g.sim->>'server')::int as server, nullif(trim(c.country), '') as country,
  (select count(*) from markets m where m.game_id = g.id)::int as markets_count`;

const GAME_FROM = 'games g join sports s on s.id = g.sport_id join championships c on c.id = g.champ_id';

function gameView(row: GameRow, mainMarket: MarketView | null, lineMarkets: MarketView[] = []): GameView {
  const view: GameView = {
    id: row.id,
    sportId: row.sport_id,
    champId: row.champ_id,
    sportName: row.sport_name,
    champName: row.champ_name,
    team1: row.team1,
    team2: row.team2,
    startAt: isoOf(row.start_at),
    status: row.status,
    isLive: row.status === 'live',
    gameStatusId: row.game_status_id,
    score: row.status === 'line' ? null : { team1: row.score1, team2: row.score2 },
    periodScores: row.period_scores,
    period: row.period,
    gameTime: row.game_time,
    isTop: row.is_top,
    isCyber: row.is_cyber,
    marketsCount: row.markets_count,
    mainMarket,
    lineMarkets,
    country: row.country,
  };
  if (row.server === 1 || row.server === 2) view.server = row.server;
  return view;
}

interface MarketRow {
  id: number;
  game_id: number;
  type: MarketType;
  market_group: MarketGroup;
  kind: number;
  param: string | null;
  name: string;
  is_blocked: boolean;
}

interface OutcomeRow {
  id: number;
  market_id: number;
  type: string;
  name: string;
  coef: number;
  is_blocked: boolean;
}

/** Markets of these games with their outcomes; `mainOnly` keeps one per game (1X2 or winner). Blocked includes finished games. */
export async function loadMarkets(db: Db, lang: FeedLang, gameIds: readonly number[], mainOnly: boolean, types?: readonly MarketType[]): Promise<MarketView[]> {
  if (gameIds.length === 0) return [];
  const typeFilter = types ? ` and m.type = any($3::text[])` : '';
  const markets = await db.query<MarketRow>(
    mainOnly
      ? `select distinct on (m.game_id) m.id, m.game_id, m.type, m.market_group, m.kind, m.param, ${named('m.names')} as name,
           (m.is_blocked or g.status = 'finished') as is_blocked
         from markets m join games g on g.id = m.game_id where m.game_id = any($2::int[])
         order by m.game_id, (m.type in ('1x2', 'winner', 'winner_ot')) desc, m.id`
      : `select m.id, m.game_id, m.type, m.market_group, m.kind, m.param, ${named('m.names')} as name,
           (m.is_blocked or g.status = 'finished') as is_blocked
         from markets m join games g on g.id = m.game_id where m.game_id = any($2::int[])${typeFilter}
         order by m.game_id, m.kind, m.id`,
    types ? [lang, gameIds, types] : [lang, gameIds],
  );
  const marketIds = markets.rows.map((row) => row.id);
  const outcomes = await db.query<OutcomeRow>(
    `select o.id, o.market_id, o.type, ${named('o.names')} as name, o.coef::float8 as coef, o.is_blocked
     from outcomes o where o.market_id = any($2::int[]) order by o.market_id, o.position`,
    [lang, marketIds],
  );
  const byMarket = new Map<number, OutcomeView[]>();
  for (const row of outcomes.rows) {
    const list = byMarket.get(row.market_id) ?? [];
    list.push({ id: row.id, type: row.type, name: row.name, coef: row.coef, isBlocked: row.is_blocked });
    byMarket.set(row.market_id, list);
  }
  return markets.rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    type: row.type,
    groupId: MARKET_GROUPS[row.market_group].id,
    group: row.market_group,
    name: row.name,
    kind: row.kind,
    param: row.param === null ? null : Number(row.param),
    isBlocked: row.is_blocked,
    // A suspended market's outcomes are suspended too, so a client can check one flag per outcome.
    outcomes: (byMarket.get(row.id) ?? []).map((outcome) => ({ ...outcome, isBlocked: outcome.isBlocked || row.is_blocked })),
  }));
}

/** The market types lists show as extra columns on wide screens, in column order. */
const LINE_MARKET_TYPES = ['total', 'handicap'] as const;

/** A two-way market's line nearest to even money: the smallest gap between its two prices. */
function mainLine(markets: MarketView[]): MarketView | undefined {
  let best: MarketView | undefined;
  let bestGap = Infinity;
  for (const market of markets) {
    const [a, b] = market.outcomes;
    if (!a || !b || market.outcomes.length !== 2 || market.isBlocked) continue;
    const gap = Math.abs(a.coef - b.coef);
    if (gap < bestGap) [best, bestGap] = [market, gap];
  }
  return best;
}

async function gamesWithMainMarket(db: Db, lang: FeedLang, rows: GameRow[]): Promise<GameView[]> {
  const ids = rows.map((row) => row.id);
  const [markets, lines] = await Promise.all([loadMarkets(db, lang, ids, true), loadMarkets(db, lang, ids, false, LINE_MARKET_TYPES)]);
  const main = new Map(markets.map((market) => [market.gameId, market]));
  const byGame = new Map<number, MarketView[]>();
  for (const market of lines) byGame.set(market.gameId, [...(byGame.get(market.gameId) ?? []), market]);
  return rows.map((row) => {
    const own = byGame.get(row.id) ?? [];
    const picked = LINE_MARKET_TYPES.map((type) => mainLine(own.filter((market) => market.type === type))).filter((market) => market !== undefined);
    return gameView(row, main.get(row.id) ?? null, picked);
  });
}

export interface SportView {
  id: number;
  slug: string;
  name: string;
  gamesCount: number;
  champsCount: number;
}

/** Sports with games in the section, in menu order, with counts. */
export async function listSports(db: Db, lang: FeedLang, section: Section): Promise<SportView[]> {
  const { rows } = await db.query<SportView>(
    `select s.id, s.slug, ${named('s.names')} as name, count(g.id)::int as "gamesCount", count(distinct g.champ_id)::int as "champsCount"
     from sports s join games g on g.sport_id = s.id and g.status = $2
     group by s.id order by s.position`,
    [lang, section],
  );
  return rows;
}

export interface ChampView {
  id: number;
  sportId: number;
  country: string | null;
  name: string;
  isTop: boolean;
  isCyber: boolean;
  gamesCount: number;
}

/** A sport's header, or undefined when there is no such sport. */
export async function findSport(db: Db, lang: FeedLang, sportId: number): Promise<{ id: number; slug: string; name: string } | undefined> {
  const { rows } = await db.query<{ id: number; slug: string; name: string }>(
    `select s.id, s.slug, ${named('s.names')} as name from sports s where s.id = $2`,
    [lang, sportId],
  );
  return rows[0];
}

/** A sport's championships with games in the section. */
export async function listChamps(db: Db, lang: FeedLang, sportId: number, section: Section): Promise<ChampView[]> {
  const { rows } = await db.query<ChampView>(
    `select c.id, c.sport_id as "sportId", trim(c.country) as country, ${named('c.names')} as name, c.is_top as "isTop", c.is_cyber as "isCyber", count(g.id)::int as "gamesCount"
     from championships c join games g on g.champ_id = c.id and g.status = $3
     where c.sport_id = $2 group by c.id order by c.position`,
    [lang, sportId, section],
  );
  return rows;
}

/** A championship's header, or undefined. */
export async function findChamp(db: Db, lang: FeedLang, champId: number): Promise<Omit<ChampView, 'gamesCount'> | undefined> {
  const { rows } = await db.query<Omit<ChampView, 'gamesCount'>>(
    `select c.id, c.sport_id as "sportId", trim(c.country) as country, ${named('c.names')} as name, c.is_top as "isTop", c.is_cyber as "isCyber" from championships c where c.id = $2`,
    [lang, champId],
  );
  return rows[0];
}

/** A championship's games in a section under a time filter, by start time. */
export async function listChampGames(
  db: Db,
  lang: FeedLang,
  champId: number,
  section: Section,
  timeFilter: TimeFilter,
  now: Date,
): Promise<GameView[]> {
  // Each filter uses only its own parameters ($3), since PostgreSQL refuses unused ones.
  const filters: Record<TimeFilter, [string, unknown]> = {
    0: ['g.status = $3', section],
    1: [`g.status = 'line' and g.start_at <= $3`, new Date(now.getTime() + UPCOMING_MS).toISOString()],
    2: [`g.status = 'live' and g.period = 1 and $3::int = 2`, 2],
    3: [`g.status = 'live' and g.period >= 2 and $3::int = 3`, 3],
    6: ['g.status = $3 and (g.is_top or c.is_top)', section],
  };
  const [where, param] = filters[timeFilter];
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from ${GAME_FROM} where g.champ_id = $2 and ${where} order by g.start_at, g.id`,
    [lang, champId, param],
  );
  return gamesWithMainMarket(db, lang, rows);
}

/** Live games (of one sport, or all), in menu order. */
export async function listLiveGames(db: Db, lang: FeedLang, sportId: number | undefined): Promise<GameView[]> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from ${GAME_FROM} where g.status = 'live' and ($2::int is null or g.sport_id = $2)
     order by s.position, c.position, g.start_at, g.id`,
    [lang, sportId ?? null],
  );
  return gamesWithMainMarket(db, lang, rows);
}

/** Line games of every sport in menu order (sport, championship, start), a page at a time, with how many there are. */
export async function listLineGames(db: Db, lang: FeedLang, timeFilter: 0 | 1 | 6, limit: number, offset: number, now: Date): Promise<{ games: GameView[]; total: number }> {
  const filters: Record<0 | 1 | 6, [string, unknown]> = {
    0: ['$4::int = 0', 0],
    1: ['g.start_at <= $4', new Date(now.getTime() + UPCOMING_MS).toISOString()],
    6: ['(g.is_top or c.is_top) and $4::int = 6', 6],
  };
  const [where, param] = filters[timeFilter];
  const [{ rows }, count] = await Promise.all([
    db.query<GameRow>(
      `select ${GAME_COLUMNS} from ${GAME_FROM} where g.status = 'line' and ${where}
       order by s.position, c.position, g.start_at, g.id limit $2 offset $3`,
      [lang, limit, offset, param],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from ${GAME_FROM} where g.status = 'line' and ${where.replaceAll('$4', '$1')}`, [param]),
  ]);
  return { games: await gamesWithMainMarket(db, lang, rows), total: count.rows[0]?.total ?? 0 };
}

/** Top games: live first, then the next to start. */
export async function listTopGames(db: Db, lang: FeedLang, limit = 30): Promise<GameView[]> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from ${GAME_FROM} where g.is_top and g.status <> 'finished'
     order by (g.status = 'live') desc, g.start_at, g.id limit $2`,
    [lang, limit],
  );
  return gamesWithMainMarket(db, lang, rows);
}

export interface MarketGroupView {
  id: number;
  group: MarketGroup;
  name: string;
  markets: MarketView[];
}

export interface GameDetail extends GameView {
  groups: MarketGroupView[];
  result: ResultView | null;
}

function champOf(id: number): CatalogChamp | undefined {
  try {
    return catalogChamp(id);
  } catch {
    return undefined;
  }
}

/** A game with all its markets, grouped (result, double chance, totals, handicap…), or undefined. */
export async function getGame(db: Db, lang: FeedLang, gameId: number): Promise<GameDetail | undefined> {
  const { rows } = await db.query<GameRow & { final: FinalRow | null; finished_at: Date | string | null }>(
    `select ${GAME_COLUMNS}, g.sim as final, g.finished_at from ${GAME_FROM} where g.id = $2`,
    [lang, gameId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const markets = await loadMarkets(db, lang, [row.id], false);
  const champ = champOf(row.champ_id);
  const ctx = champ ? sportContext(catalogSport(champ.sportId).slug, champ.variant) : undefined;
  const groups: MarketGroupView[] = [];
  for (const market of markets) {
    let group = groups.find((candidate) => candidate.group === market.group);
    if (!group) {
      const names = ctx ? groupName(ctx, market.group) : MARKET_GROUPS[market.group].names;
      group = { id: market.groupId, group: market.group, name: names[lang], markets: [] };
      groups.push(group);
    }
    group.markets.push(market);
  }
  groups.sort((a, b) => a.id - b.id);
  const main = markets.find((market) => ['1x2', 'winner', 'winner_ot'].includes(market.type)) ?? markets[0] ?? null;
  const result = row.status === 'finished' && row.finished_at ? resultView(row, row.final ?? {}, row.finished_at) : null;
  return { ...gameView(row, main), groups, result };
}

/** What a game's result row stores about how it ended. */
export interface FinalRow {
  regulation?: Pair;
  overtime?: boolean;
  shootout?: boolean;
  finish?: FightFinish;
}

export interface ResultView {
  score: { team1: number; team2: number };
  periodScores: Pair[];
  finishedAt: string;
  /** After overtime: the score at the end of regular time (what ice hockey's 1X2 and totals settle on). */
  regulation?: { team1: number; team2: number };
  overtime?: boolean;
  shootout?: boolean;
  /** MMA: how and when the fight ended. */
  finish?: FightFinish;
}

/** A finished game's result as the feed shows it. */
export function resultView(row: { score1: number; score2: number; period_scores: Pair[] }, final: FinalRow, finishedAt: Date | string): ResultView {
  const view: ResultView = { score: { team1: row.score1, team2: row.score2 }, periodScores: row.period_scores, finishedAt: isoOf(finishedAt) };
  if (final.regulation && (final.overtime || final.shootout)) view.regulation = { team1: final.regulation[0], team2: final.regulation[1] };
  if (final.overtime) view.overtime = true;
  if (final.shootout) view.shootout = true;
  if (final.finish) view.finish = final.finish;
  return view;
}


export interface OddsView {
  id: number;
  marketId: number;
  gameId: number;
  coef: number;
  isBlocked: boolean;
  /** With a language: the names a slip shows for the selection, in that language. */
  names?: OddsNames;
}

/** A selection's names in one language: what a slip re-words when the player switches language. */
export interface OddsNames {
  sport: string;
  champ: string;
  team1: string;
  team2: string;
  market: string;
  outcome: string;
}

/**
 * Current prices of outcomes: the cheap polling call. Blocked when the outcome, its market or its game says so.
 * With `lang`, each outcome also carries its names in that language.
 */
export async function loadOdds(db: Db, ids: readonly number[], lang?: FeedLang): Promise<OddsView[]> {
  const names = lang
    ? `, ${named('s.names', '$2')} as sport, ${named('c.names', '$2')} as champ, ${named('g.team1', '$2')} as team1,
       ${named('g.team2', '$2')} as team2, ${named('m.names', '$2')} as market, ${named('o.names', '$2')} as outcome`
    : '';
  const { rows } = await db.query<OddsView & Partial<OddsNames>>(
    `select o.id, o.market_id as "marketId", m.game_id as "gameId", o.coef::float8 as coef,
       (o.is_blocked or m.is_blocked or g.status = 'finished') as "isBlocked"${names}
     from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
       join sports s on s.id = g.sport_id join championships c on c.id = g.champ_id
     where o.id = any($1::int[]) order by o.id`,
    lang ? [ids, lang] : [ids],
  );
  return rows.map(({ sport, champ, team1, team2, market, outcome, ...quote }) =>
    lang ? { ...quote, names: { sport: sport ?? '', champ: champ ?? '', team1: team1 ?? '', team2: team2 ?? '', market: market ?? '', outcome: outcome ?? '' } } : quote,
  );
}
