import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { ApiError, type ApiErrorItem } from '../http/api-error.ts';
import { assertStakeAllowed } from '../limits/limit-service.ts';
import { stakeDebitSql } from '../office/ledger.ts';
// The stake limits and the most a coupon pays are the slip's own rules (packages/headless/src/coupon/stake-rules.ts).
import { limitsForType, maxPayoutFor, stakeLimits } from '@bf/headless/coupon/stake-rules';
import { blocksOf, priceCoupon, roundCoef, roundMoney } from './coupon-math.ts';
import type { CouponSubmission } from './coupon-schema.ts';
import { loadCoupons, type CouponView } from './coupon-views.ts';
import type { FeedLang } from './i18n.ts';
import type { GameStatus } from './sport-rules.ts';

/** The coupon types the site config applies the minimum and the maximum stake to (spec: site-routes §5). */
async function limitedTypes(db: Db): Promise<{ minTypes: number[]; maxTypes: number[] }> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    "select key, value from site_config where key in ('couponTypesWithMinAmount', 'couponTypesWithMaxAmount')",
  );
  const list = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  };
  return { minTypes: list('couponTypesWithMinAmount'), maxTypes: list('couponTypesWithMaxAmount') };
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
      ? // The player's active account (CALL-036), else the main account in the player's currency.
        `select a.id, a.type, trim(a.iso) as iso, a.money::float8 as money from accounts a join users u on u.id = a.user_id
         where a.user_id = $1 and a.closed_at is null and (a.id = u.active_account_id or a.type = 0)
         order by (a.id = u.active_account_id) is true desc, (a.iso = u.currency) desc, a.id limit 1`
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

  // The limits the slip shows before placing: the operator's for the currency, on the types the site config lists.
  const { min, max } = limitsForType({ typeId: submission.typeId, ...stakeLimits(account.iso), isBonusAccount: account.type === 4, ...(await limitedTypes(db)) });
  // Singles: each bet's stake; blocks: each block's stake; otherwise the coupon's.
  const blocks = submission.typeId === 4 ? blocksOf(submission.bets.map((bet) => bet.blockId), submission.amountByBlockId ?? {}) : [];
  const stakes =
    submission.typeId === 9 ? submission.bets.map((bet) => bet.amount ?? submission.amount) : submission.typeId === 4 ? blocks.map((block) => block.stake) : [submission.amount];
  stakes.forEach((stake, index) => {
    const what = submission.typeId === 9 ? `bets.${index}: stake` : submission.typeId === 4 ? `amountByBlockId.${blocks[index]?.blockId}` : 'amount';
    if (stake < min) errors.push(error('amount_below_min', `${what} ${stake} is below the minimum ${min} ${account.iso}`, { min, iso: account.iso }));
    // COUPON-044: no maximum on a bonus account (limitsForType gives it none).
    else if (stake > max) errors.push(error('amount_above_max', `${what} ${stake} is above the maximum ${max} ${account.iso}`, { max, iso: account.iso }));
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
 * Debits the stake through the ledger in the same statement that stores the coupon, so neither happens alone.
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
    iso: account.iso,
  });
  const total = stakes ? roundMoney(stakes.reduce((a, b) => a + b, 0)) : submission.amount;
  // Responsible gaming: a stake over the remaining wager or loss limit, or during an exclusion, is refused.
  await assertStakeAllowed(db, userId, total, now);
  const maxPayout = maxPayoutFor(account.iso);
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
           ${stakeDebitSql('c', '$1')}
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
