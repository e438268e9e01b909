import type { Db } from '../db/db.ts';
import { catalogChamp, catalogSport } from './catalog.ts';
import { blocksPayout, chainPayout, roundMoney, systemPayout, type CouponTypeId } from './coupon-math.ts';
import { stateFromRow } from './feed-store.ts';
import { gameFacts } from './game-facts.ts';
import type { FeedLang } from './i18n.ts';
import type { MarketType } from './markets.ts';
import { outcomeWinsOn } from './settlement.ts';
import { sportContext } from './sport-context.ts';
import type { GameStatus, GameStatusId, Pair } from './sport-rules.ts';

/** Bet status ids (spec §4): -2 not calculated, -1 not started, 0 lost, 1 won. */
export type BetStatusId = -2 | -1 | 0 | 1;

export interface CouponBetView {
  /** COUPON-006: `id` is the outcome's id and `coef` the price (accepted, or current when loading by code). */
  market: {
    id: number;
    coef: number;
    sportId: number;
    /** The market group's number. */
    typeId: number;
    kind: number;
    isLive: boolean;
    sportName: string;
    champName: string;
    gameId: number;
    champId: number;
    marketId: number;
    marketName: string;
    /** The outcome's name ('1', 'Over 2.5'…). */
    name: string;
    param: number | null;
  };
  team1: string;
  team2: string;
  score: { team1: number; team2: number } | null;
  gameStatusId: GameStatusId;
  startAt: string;
  /** The outcome can be bet on right now (false for a finished game or a suspended market). */
  isBlocked: boolean;
  statusId: BetStatusId;
  /** Singles: this bet's stake and return. */
  amount?: number;
  possibleWin?: number;
  /** A system's banker (0) or a block coupon's block (1, …); absent otherwise. */
  blockId?: number;
}

export interface CouponView {
  id: number;
  code: string;
  typeId: CouponTypeId;
  systemValue: number | null;
  /** Block coupons: each block's stake; null otherwise. */
  amountByBlockId: Record<string, number> | null;
  accountId: number;
  iso: string;
  amount: number;
  coef: number | null;
  possibleWin: number;
  minPossibleWin: number;
  /** -2 while any bet is open; then 1 won (pays something) or 0 lost. */
  statusId: BetStatusId;
  /** What the coupon pays once settled (not credited to the account by this reference API). */
  payout: number | null;
  createdAt: string;
  bets: CouponBetView[];
}


interface CouponRow {
  id: number;
  code: string;
  type_id: CouponTypeId;
  system_value: number | null;
  amount_by_block: Record<string, number> | null;
  account_id: number;
  iso: string;
  amount: number;
  coef: number | null;
  possible_win: number;
  min_possible_win: number;
  created_at: Date | string;
}

interface BetRow {
  coupon_id: number;
  outcome_id: number;
  outcome_type: string;
  outcome_name: string;
  accepted_coef: number;
  current_coef: number;
  outcome_blocked: boolean;
  is_live: boolean;
  amount: number | null;
  possible_win: number | null;
  block_id: number | null;
  market_id: number;
  market_type: MarketType;
  market_name: string;
  kind: number;
  param: string | null;
  market_blocked: boolean;
  game_id: number;
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
  sim: Record<string, unknown>;
}

const named = (column: string) => `coalesce(${column}->>$2, ${column}->>'en')`;

/** The columns of a bet row, over `b` (a coupon bet or a saved selection), its outcome, market, game, sport and championship. */
const BET_COLUMNS = `b.outcome_id, o.type as outcome_type, ${named('o.names')} as outcome_name, o.coef::float8 as current_coef,
       o.is_blocked as outcome_blocked, b.block_id,
       m.id as market_id, m.type as market_type, ${named('m.names')} as market_name, m.kind, m.param, m.is_blocked as market_blocked,
       g.id as game_id, g.sport_id, g.champ_id, ${named('s.names')} as sport_name, ${named('c.names')} as champ_name,
       ${named('g.team1')} as team1, ${named('g.team2')} as team2, g.start_at, g.status, g.game_status_id, g.score1, g.score2, g.period,
       g.game_time, g.period_scores, g.sim`;
const BET_JOINS = `join outcomes o on o.id = b.outcome_id join markets m on m.id = o.market_id join games g on g.id = m.game_id
       join sports s on s.id = g.sport_id join championships c on c.id = g.champ_id`;

async function loadBets(db: Db, lang: FeedLang, couponIds: readonly number[]): Promise<BetRow[]> {
  if (couponIds.length === 0) return [];
  const { rows } = await db.query<BetRow>(
    `select b.coupon_id::int as coupon_id, b.coef::float8 as accepted_coef, b.is_live, b.amount::float8 as amount, b.possible_win::float8 as possible_win,
       ${BET_COLUMNS}
     from coupon_bets b ${BET_JOINS}
     where b.coupon_id = any($1::bigint[]) order by b.coupon_id, b.position`,
    [couponIds, lang],
  );
  return rows;
}

/** A saved coupon's selections as bet rows, priced as the feed is now. */
async function loadSavedBets(db: Db, lang: FeedLang, savedId: number): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `select 0 as coupon_id, o.coef::float8 as accepted_coef, g.status = 'live' as is_live, null::float8 as amount, null::float8 as possible_win,
       ${BET_COLUMNS}
     from saved_coupons sc cross join jsonb_to_recordset(sc.bets) as b(position int, outcome_id int, block_id smallint) ${BET_JOINS}
     where sc.id = $1 order by b.position`,
    [savedId, lang],
  );
  return rows;
}

/** A bet's status from its game: not started, open, or won/lost once the game has finished. */
function betStatus(row: BetRow): BetStatusId {
  if (row.status === 'line') return -1;
  if (row.status === 'live') return -2;
  const champ = catalogChamp(row.champ_id);
  const ctx = sportContext(catalogSport(champ.sportId).slug, champ.variant);
  const facts = gameFacts(ctx, stateFromRow({ ...row, sim: row.sim }));
  return outcomeWinsOn(ctx, row.market_type, row.param === null ? null : Number(row.param), row.outcome_type, facts) ? 1 : 0;
}

function betView(row: BetRow, coef: number): CouponBetView {
  const view: CouponBetView = {
    market: {
      id: row.outcome_id,
      coef,
      sportId: row.sport_id,
      typeId: row.kind,
      kind: row.kind,
      isLive: row.is_live,
      sportName: row.sport_name,
      champName: row.champ_name,
      gameId: row.game_id,
      champId: row.champ_id,
      marketId: row.market_id,
      marketName: row.market_name,
      name: row.outcome_name,
      param: row.param === null ? null : Number(row.param),
    },
    team1: row.team1,
    team2: row.team2,
    score: row.status === 'line' ? null : { team1: row.score1, team2: row.score2 },
    gameStatusId: row.game_status_id,
    startAt: new Date(row.start_at).toISOString(),
    isBlocked: row.status === 'finished' || row.outcome_blocked || row.market_blocked,
    statusId: betStatus(row),
  };
  if (row.amount !== null) view.amount = row.amount;
  if (row.possible_win !== null) view.possibleWin = row.possible_win;
  if (row.block_id !== null) view.blockId = row.block_id;
  return view;
}

/**
 * A coupon's status and payout from its bets' statuses: express, all must win; system, the bankers must all win and
 * then the winning combinations of the rest pay; chain, in order until the first loss; blocks, each block as an
 * express; singles, each bet (decisions.md COUPON-026, COUPON-052).
 */
function settle(coupon: CouponRow, bets: CouponBetView[]): { statusId: BetStatusId; payout: number | null } {
  const odds = bets.map((bet) => bet.market.coef);
  if (bets.some((bet) => bet.statusId < 0)) {
    // Decided early: an express with a loss, a chain whose first bet lost.
    const lost = (coupon.type_id === 1 && bets.some((bet) => bet.statusId === 0)) || (coupon.type_id === 3 && bets[0]?.statusId === 0);
    return lost ? { statusId: 0, payout: 0 } : { statusId: -2, payout: null };
  }
  const won = bets.map((bet) => bet.statusId === 1);
  const blockIds = bets.map((bet) => bet.blockId ?? null);
  let payout: number;
  if (coupon.type_id === 1) payout = won.every(Boolean) ? coupon.possible_win : 0;
  else if (coupon.type_id === 2) payout = systemPayout(coupon.amount, odds, won, coupon.system_value ?? 2, blockIds, coupon.iso);
  else if (coupon.type_id === 3) payout = chainPayout(coupon.amount, odds, won, coupon.iso);
  else if (coupon.type_id === 4) payout = blocksPayout(odds, won, blockIds, coupon.amount_by_block ?? {}, coupon.iso);
  else payout = roundMoney(bets.reduce((total, bet, index) => total + (won[index] ? (bet.possibleWin ?? 0) : 0), 0));
  return { statusId: payout > 0 ? 1 : 0, payout };
}

/** Coupons by id, or a user's newest first (before `beforeId`), with their bets named in `lang`. */
export async function loadCoupons(
  db: Db,
  lang: FeedLang,
  where: { ids: readonly number[] } | { userId: number; limit: number; beforeId?: number },
  _now: Date,
): Promise<CouponView[]> {
  const columns = `id::int as id, code, type_id, system_value, amount_by_block, account_id, trim(iso) as iso, amount::float8 as amount, coef::float8 as coef,
    possible_win::float8 as possible_win, min_possible_win::float8 as min_possible_win, created_at`;
  const { rows } =
    'ids' in where
      ? await db.query<CouponRow>(`select ${columns} from coupons where id = any($1::bigint[]) order by id desc`, [where.ids])
      : await db.query<CouponRow>(
          `select ${columns} from coupons where user_id = $1 and ($2::bigint is null or id < $2) order by id desc limit $3`,
          [where.userId, where.beforeId ?? null, where.limit],
        );
  const bets = await loadBets(db, lang, rows.map((row) => row.id));
  return rows.map((row) => {
    const views = bets.filter((bet) => bet.coupon_id === row.id).map((bet) => betView(bet, bet.accepted_coef));
    return {
      id: row.id,
      code: row.code,
      typeId: row.type_id,
      systemValue: row.system_value,
      amountByBlockId: row.amount_by_block,
      accountId: row.account_id,
      iso: row.iso,
      amount: row.amount,
      coef: row.coef,
      possibleWin: row.possible_win,
      minPossibleWin: row.min_possible_win,
      ...settle(row, views),
      createdAt: new Date(row.created_at).toISOString(),
      bets: views,
    };
  });
}

/** The coupon owned by `userId` with this id, or undefined (someone else's coupon is not revealed). */
export async function findUserCoupon(db: Db, lang: FeedLang, userId: number, id: number, now: Date): Promise<CouponView | undefined> {
  const { rows } = await db.query<{ id: number }>('select id::int as id from coupons where id = $1 and user_id = $2', [id, userId]);
  if (!rows[0]) return undefined;
  return (await loadCoupons(db, lang, { ids: [id] }, now))[0];
}

export interface LoadedCoupon {
  code: string;
  typeId: CouponTypeId;
  systemValue: number | null;
  amount: number;
  /** Block coupons: each block's stake. */
  amountByBlockId?: Record<string, number>;
  /** COUPON-053: an array, always. Prices are today's, so the coupon is loaded as it can be placed now. */
  bets: CouponBetView[];
}

/** The loaded form of bet rows: today's prices and suspension, no stakes. */
const loadedBets = (bets: BetRow[]): CouponBetView[] =>
  bets.map((bet) => {
    const view = betView({ ...bet, is_live: bet.status === 'live' }, bet.current_coef);
    delete view.amount;
    delete view.possibleWin;
    return view;
  });

interface CodeRow {
  id: number;
  type_id: CouponTypeId;
  system_value: number | null;
  amount: number;
  amount_by_block: Record<string, number> | null;
}

/**
 * A coupon's bets by its shareable code (a placed coupon's, or a saved one's), with current prices and suspension,
 * for loading into the coupon.
 */
export async function loadByCode(db: Db, lang: FeedLang, code: string): Promise<LoadedCoupon | undefined> {
  const columns = 'id::int as id, type_id, system_value, amount::float8 as amount, amount_by_block';
  const placed = (await db.query<CodeRow>(`select ${columns} from coupons where code = $1`, [code])).rows[0];
  const saved = placed ? undefined : (await db.query<CodeRow>(`select ${columns} from saved_coupons where code = $1`, [code])).rows[0];
  const coupon = placed ?? saved;
  if (!coupon) return undefined;
  const bets = placed ? await loadBets(db, lang, [coupon.id]) : await loadSavedBets(db, lang, coupon.id);
  return {
    code,
    typeId: coupon.type_id,
    systemValue: coupon.system_value,
    amount: coupon.amount,
    ...(coupon.amount_by_block ? { amountByBlockId: coupon.amount_by_block } : {}),
    bets: loadedBets(bets),
  };
}
