import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { ApiError, type ApiErrorItem } from '../http/api-error.ts';
import { catalogChamp, catalogSport } from './catalog.ts';
import { blocksOf, blocksPayout, chainPayout, priceCoupon, roundCoef, roundMoney, systemPayout, type CouponTypeId } from './coupon-math.ts';
import type { CouponSubmission } from './coupon-schema.ts';
import type { GameStatus, GameStatusId, Pair } from './engine.ts';
import { stateFromRow } from './feed-store.ts';
import type { FeedLang } from './i18n.ts';
import { gameFacts, outcomeWinsOn, sportContext, type MarketType } from './markets.ts';

/** Rubles per unit of each demo currency, for the limits below (a reference API needs no live rates). */
export const RUB_RATES: Readonly<Record<string, number>> = { RUB: 1, USD: 90, EUR: 98, KZT: 0.19, UAH: 2.2, BRL: 16, TRY: 2.7, AZN: 53 };
/** Stake limits in rubles: the least a coupon (or a single) may stake, and the most. */
export const MIN_STAKE_RUB = 10;
export const MAX_STAKE_RUB = 100_000;
/** The most one coupon may pay, in rubles. */
export const MAX_PAYOUT_RUB = 50_000_000;

/** The least and most a stake may be in a currency (minimum rounded up, maximum down, to cents). */
export function stakeLimits(iso: string): { min: number; max: number } {
  const rate = RUB_RATES[iso] ?? 1;
  return { min: Math.ceil((MIN_STAKE_RUB / rate) * 100 - 1e-9) / 100, max: Math.floor((MAX_STAKE_RUB / rate) * 100 + 1e-9) / 100 };
}

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

interface OutcomeCheckRow {
  id: number;
  coef: number;
  is_blocked: boolean;
  market_blocked: boolean;
  game_id: number;
  status: GameStatus;
  start_at: Date | string;
}

interface AccountRow {
  id: number;
  type: number;
  iso: string;
  money: number;
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short shareable code: 8 characters without look-alikes (0/O, 1/I). */
export function newCouponCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function requestHash(submission: CouponSubmission): string {
  return createHash('sha256').update(JSON.stringify(submission)).digest('base64url');
}

async function findAccount(db: Db, userId: number, accountId: number | undefined): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    accountId === undefined
      ? `select a.id, a.type, trim(a.iso) as iso, a.money::float8 as money from accounts a join users u on u.id = a.user_id
         where a.user_id = $1 and a.type = 0 order by (a.iso = u.currency) desc, a.id limit 1`
      : `select a.id, a.type, trim(a.iso) as iso, a.money::float8 as money from accounts a where a.user_id = $1 and a.id = $2`,
    accountId === undefined ? [userId] : [userId, accountId],
  );
  return rows[0];
}

async function couponIdByKey(db: Db, userId: number, key: string): Promise<{ id: number; request_hash: string } | undefined> {
  const { rows } = await db.query<{ id: number; request_hash: string }>(
    'select id::int as id, request_hash from coupons where user_id = $1 and idempotency_key = $2',
    [userId, key],
  );
  return rows[0];
}

const error = (code: string, detail: string, meta?: Record<string, unknown>): ApiErrorItem =>
  (meta ? { code, detail, meta } : { code, detail }) as ApiErrorItem;

/**
 * Checks a coupon against the feed as it is now: every outcome exists, its game has not finished (nor started, for
 * a line bet), its market is open, its price moved only as `changeCoefAction` allows, an express or system holds one
 * selection per game, and every stake is within the limits. Answers the accepted prices, or throws a 400 listing
 * every problem (odds_changed items carry the new price in `meta`).
 */
async function validateAgainstFeed(db: Db, submission: CouponSubmission, account: AccountRow, now: Date): Promise<{ coefs: number[]; live: boolean[]; games: number[] }> {
  const ids = submission.bets.map((bet) => bet.outcomeId);
  const { rows } = await db.query<OutcomeCheckRow>(
    `select o.id, o.coef::float8 as coef, o.is_blocked, m.is_blocked as market_blocked, g.id as game_id, g.status, g.start_at
     from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id where o.id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: ApiErrorItem[] = [];
  const coefs: number[] = [];
  const live: boolean[] = [];
  const games: number[] = [];
  submission.bets.forEach((bet, index) => {
    const row = byId.get(bet.outcomeId);
    const where = `bets.${index}`;
    if (!row) {
      errors.push(error('outcome_not_found', `${where}: outcome ${bet.outcomeId} does not exist`, { outcomeId: bet.outcomeId }));
      return;
    }
    coefs.push(row.coef);
    live.push(row.status === 'live');
    games.push(row.game_id);
    const started = row.status === 'live' || new Date(row.start_at).getTime() <= now.getTime();
    if (row.status === 'finished') {
      errors.push(error('game_finished', `${where}: game ${row.game_id} has finished`, { outcomeId: row.id, gameId: row.game_id }));
      return;
    }
    if (started && (bet.isLive === false || row.status === 'line')) {
      errors.push(error('game_started', `${where}: game ${row.game_id} has started; a pre-match bet is no longer accepted`, { outcomeId: row.id, gameId: row.game_id }));
      return;
    }
    if (row.is_blocked || row.market_blocked) {
      errors.push(error('market_blocked', `${where}: betting on outcome ${row.id} is suspended`, { outcomeId: row.id, gameId: row.game_id }));
      return;
    }
    const seen = roundCoef(bet.coef);
    const moved = row.coef !== seen;
    const refused = submission.changeCoefAction === 0 ? moved : submission.changeCoefAction === 2 ? row.coef < seen : false;
    if (refused) {
      errors.push(error('odds_changed', `${where}: odds of outcome ${row.id} changed from ${seen} to ${row.coef}`, { outcomeId: row.id, previousCoef: seen, coef: row.coef }));
    }
  });

  if (submission.typeId !== 9) {
    const counted = new Map<number, number>();
    for (const game of games) counted.set(game, (counted.get(game) ?? 0) + 1);
    for (const [game, count] of counted) {
      if (count > 1) errors.push(error('dependent_bets', `${count} selections from game ${game}: an express or system takes one per game`, { gameId: game }));
    }
  }

  const { min, max } = stakeLimits(account.iso);
  // Singles: each bet's stake; blocks: each block's stake; otherwise the coupon's.
  const blocks = submission.typeId === 4 ? blocksOf(submission.bets.map((bet) => bet.blockId), submission.amountByBlockId ?? {}) : [];
  const stakes =
    submission.typeId === 9 ? submission.bets.map((bet) => bet.amount ?? submission.amount) : submission.typeId === 4 ? blocks.map((block) => block.stake) : [submission.amount];
  stakes.forEach((stake, index) => {
    const what = submission.typeId === 9 ? `bets.${index}: stake` : submission.typeId === 4 ? `amountByBlockId.${blocks[index]?.blockId}` : 'amount';
    if (stake < min) errors.push(error('amount_below_min', `${what} ${stake} is below the minimum ${min} ${account.iso}`, { min, iso: account.iso }));
    // COUPON-044: no maximum on a bonus account.
    else if (stake > max && account.type !== 4) errors.push(error('amount_above_max', `${what} ${stake} is above the maximum ${max} ${account.iso}`, { max, iso: account.iso }));
  });

  if (errors.length > 0) throw new ApiError(400, errors);
  return { coefs, live, games };
}

export interface PlaceCouponInput {
  userId: number;
  idempotencyKey: string;
  submission: CouponSubmission;
  lang: FeedLang;
  now: Date;
}

/**
 * Places a coupon (CALL-001) exactly once per (user, Idempotency-Key): the same key answers the coupon it made,
 * however often and however concurrently it is sent; the same key with a different coupon is refused (422).
 * Debits the stake from the account in the same statement that stores the coupon, so neither happens alone.
 */
export async function placeCoupon(db: Db, input: PlaceCouponInput): Promise<{ coupon: CouponView; replayed: boolean }> {
  const { userId, idempotencyKey, submission, lang, now } = input;
  const hash = requestHash(submission);
  const replay = async (found: { id: number; request_hash: string }) => {
    if (found.request_hash !== hash) {
      throw new ApiError(422, [{ code: 'idempotency_key_reused', detail: 'This Idempotency-Key was used for a different coupon' }]);
    }
    return { coupon: await requiredCoupon(db, found.id, lang, now), replayed: true };
  };

  const earlier = await couponIdByKey(db, userId, idempotencyKey);
  if (earlier) return replay(earlier);

  const account = await findAccount(db, userId, submission.accountId);
  if (!account) throw ApiError.badRequest('account_not_found', submission.accountId === undefined ? 'No account to bet from' : `No account ${submission.accountId}`);

  const { coefs, live, games } = await validateAgainstFeed(db, submission, account, now);
  const stakes = submission.typeId === 9 ? submission.bets.map((bet) => bet.amount ?? submission.amount) : undefined;
  const blockIds = submission.bets.map((bet) => bet.blockId);
  const amountByBlockId = submission.typeId === 4 ? (submission.amountByBlockId ?? {}) : null;
  const price = priceCoupon({
    typeId: submission.typeId,
    amount: submission.amount,
    odds: coefs,
    systemValue: submission.systemValue,
    amounts: stakes,
    blockIds,
    amountByBlockId: amountByBlockId ?? {},
  });
  const total = stakes ? roundMoney(stakes.reduce((a, b) => a + b, 0)) : submission.amount;
  const maxPayout = Math.floor(MAX_PAYOUT_RUB / (RUB_RATES[account.iso] ?? 1));
  if (price.possibleWin > maxPayout) {
    throw new ApiError(400, [error('max_payout_exceeded', `The coupon could pay ${price.possibleWin} ${account.iso}; the most a coupon pays is ${maxPayout}`, { maxPayout, iso: account.iso })]);
  }
  const bets = submission.bets.map((bet, position) => ({
    position,
    outcome_id: bet.outcomeId,
    game_id: games[position],
    coef: coefs[position],
    is_live: live[position],
    amount: price.singles?.[position]?.amount ?? null,
    possible_win: price.singles?.[position]?.possibleWin ?? null,
    block_id: bet.blockId,
  }));

  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await db.query<{ id: number | null }>(
        `with acc as (
           select id, money from accounts where id = $1 and user_id = $2 for update
         ),
         c as (
           insert into coupons (code, user_id, idempotency_key, request_hash, type_id, system_value, account_id, iso, amount, coef,
                                possible_win, min_possible_win, change_coef_action, created_at, amount_by_block)
           select $3, $2, $4, $5, $6, $7, acc.id, $8, $9, $10, $11, $12, $13, $14, $16::jsonb from acc where acc.money >= $9
           on conflict (user_id, idempotency_key) do nothing
           returning id, amount
         ),
         debit as (
           update accounts a set money = a.money - c.amount from c where a.id = $1 returning a.id
         ),
         stored as (
           insert into coupon_bets (coupon_id, position, outcome_id, game_id, coef, is_live, amount, possible_win, block_id)
           select c.id, x.position, x.outcome_id, x.game_id, x.coef, x.is_live, x.amount, x.possible_win, x.block_id
           from c, jsonb_to_recordset($15::jsonb) as x(position int, outcome_id int, game_id int, coef numeric, is_live boolean, amount numeric,
                possible_win numeric, block_id smallint)
           returning 1
         )
         select (select id::int from c) as id, (select count(*) from debit)::int as debited, (select count(*) from stored)::int as bets`,
        [
          account.id, userId, newCouponCode(), idempotencyKey, hash, submission.typeId, submission.typeId === 2 ? submission.systemValue : null,
          account.iso, total, price.coef, price.possibleWin, price.minPossibleWin, submission.changeCoefAction, now.toISOString(),
          JSON.stringify(bets), amountByBlockId === null ? null : JSON.stringify(amountByBlockId),
        ],
      );
      const id = rows[0]?.id;
      if (id !== null && id !== undefined) return { coupon: await requiredCoupon(db, id, lang, now), replayed: false };
      break;
    } catch (caught) {
      // A clash of random codes: draw another (the idempotency clash is handled by `on conflict`).
      if (attempt < 3 && /coupons_code_key/.test(String((caught as { message?: string }).message))) continue;
      throw caught;
    }
  }
  // Nothing stored: either a concurrent request with this key won, or the balance is short.
  const winner = await couponIdByKey(db, userId, idempotencyKey);
  if (winner) return replay(winner);
  throw new ApiError(400, [error('insufficient_funds', `The stake ${total} ${account.iso} is more than the balance`, { balance: account.money, iso: account.iso })]);
}

async function requiredCoupon(db: Db, id: number, lang: FeedLang, now: Date): Promise<CouponView> {
  const [coupon] = await loadCoupons(db, lang, { ids: [id] }, now);
  if (!coupon) throw new Error(`Coupon ${id} vanished`);
  return coupon;
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
  else if (coupon.type_id === 2) payout = systemPayout(coupon.amount, odds, won, coupon.system_value ?? 2, blockIds);
  else if (coupon.type_id === 3) payout = chainPayout(coupon.amount, odds, won);
  else if (coupon.type_id === 4) payout = blocksPayout(odds, won, blockIds, coupon.amount_by_block ?? {});
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

/**
 * Saves a coupon without placing it and answers its shareable code (a quick coupon: anyone can load the selections
 * with the code). Every outcome must exist; prices are not kept, since a load always shows today's.
 */
export async function saveCoupon(db: Db, submission: CouponSubmission, now: Date): Promise<{ code: string }> {
  const ids = submission.bets.map((bet) => bet.outcomeId);
  const { rows } = await db.query<{ id: number }>('select id from outcomes where id = any($1::int[])', [ids]);
  const known = new Set(rows.map((row) => row.id));
  const missing = submission.bets
    .map((bet, index) => ({ bet, index }))
    .filter(({ bet }) => !known.has(bet.outcomeId))
    .map(({ bet, index }) => error('outcome_not_found', `bets.${index}: outcome ${bet.outcomeId} does not exist`, { outcomeId: bet.outcomeId }));
  if (missing.length > 0) throw new ApiError(400, missing);
  const bets = submission.bets.map((bet, position) => ({ position, outcome_id: bet.outcomeId, block_id: bet.blockId }));
  for (let attempt = 0; ; attempt++) {
    const code = newCouponCode();
    // A placed coupon's code is never reused for a saved one, so a code always means one coupon.
    const { rows: inserted } = await db.query<{ code: string }>(
      `insert into saved_coupons (code, type_id, system_value, amount, amount_by_block, bets, created_at)
       select $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7 where not exists (select 1 from coupons where code = $1)
       on conflict (code) do nothing returning code`,
      [
        code, submission.typeId, submission.typeId === 2 ? (submission.systemValue ?? null) : null, submission.amount,
        submission.typeId === 4 ? JSON.stringify(submission.amountByBlockId ?? {}) : null, JSON.stringify(bets), now.toISOString(),
      ],
    );
    if (inserted[0]) return { code: inserted[0].code };
    if (attempt >= 3) throw new Error('No free coupon code');
  }
}
