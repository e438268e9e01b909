import type { BonusOffer, Cashback, CashbackKind, IdeaTopic, PlayerBonus, Promotion, PromoApplyResult, Referrals, Rewards } from '@bf/api-client/office';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { formatMinor, isCheckViolation } from './ledger.ts';
import { rubToMinor } from './payments.ts';

/**
 * Bonuses, cashback, promo codes, referrals, rewards and ideas of the office (docs/decisions.md "Office: bonuses,
 * VIP, promotion, referrals, rewards, ideas"). Every reward is a `player_rewards` row and its ledger entry written in
 * one statement; the ledger's triggers move the balance with the entry, and `ledger_reward_once` lets each kind of
 * entry happen once per reward, so a retried or concurrent request cannot pay twice.
 */

interface OfferRule {
  id: string;
  percent: number;
  maxRub: number;
  minDepositRub: number;
  wagerMultiplier: number;
}

/** The deposit bonuses on offer: a percent of the latest unused successful deposit, to wager that many times. */
export const BONUS_OFFERS: readonly OfferRule[] = [
  { id: 'sport-reload', percent: 50, maxRub: 5_000, minDepositRub: 500, wagerMultiplier: 5 },
  { id: 'casino-reload', percent: 100, maxRub: 3_000, minDepositRub: 1_000, wagerMultiplier: 20 },
];

/** Public promo codes: each gives this many rubles' worth to the bonus account, once per player. */
export const PROMO_CODES: readonly { code: string; rewardRub: number; endsAt: string }[] = [
  { code: 'WELCOME2026', rewardRub: 300, endsAt: '2026-12-31T23:59:59.000Z' },
  { code: 'SPORTWEEK', rewardRub: 500, endsAt: '2026-12-31T23:59:59.000Z' },
];

/** A referral: the friend who enters the code and the player who shared it each get this much. */
const REFERRAL_REWARD_RUB = 200;
const REFERRAL_PREFIX = 'FRIEND-';

/** Cashback levels by the last 30 days' stakes (rubles), and the percent of net losses returned. */
export const CASHBACK_LEVELS: Readonly<Record<CashbackKind, readonly { level: number; minStakesRub: number; percent: number }[]>> = {
  vip: [
    { level: 1, minStakesRub: 0, percent: 5 },
    { level: 2, minStakesRub: 10_000, percent: 7 },
    { level: 3, minStakesRub: 50_000, percent: 10 },
    { level: 4, minStakesRub: 200_000, percent: 12 },
  ],
  premium: [
    { level: 1, minStakesRub: 0, percent: 10 },
    { level: 2, minStakesRub: 100_000, percent: 15 },
    { level: 3, minStakesRub: 500_000, percent: 20 },
  ],
};
const CASHBACK_WINDOW_MS = 30 * 86_400_000;

const iso8601 = (value: Date | string) => new Date(value).toISOString();

/** The player's main account (type 0, the one in the player's currency first). */
async function mainAccount(db: Db, userId: number): Promise<{ id: number; iso: string }> {
  const { rows } = await db.query<{ id: number; iso: string }>(
    `select a.id, trim(a.iso) as iso from accounts a join users u on u.id = a.user_id
     where a.user_id = $1 and a.type = 0 and a.closed_at is null order by (a.iso = u.currency) desc, a.id limit 1`,
    [userId],
  );
  if (!rows[0]) throw new ApiError(404, [{ code: 'account_not_found', detail: 'No main account' }]);
  return rows[0];
}

/** The bonus account (type 4) in `iso`, opened (or reopened) when missing. Its own statement, before the credit. */
async function ensureBonusAccount(db: Db, userId: number, iso: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into accounts (user_id, type, iso, money) values ($1, 4, $2, 0)
     on conflict (user_id, type, iso) do update set closed_at = null returning id`,
    [userId, iso],
  );
  return rows[0]!.id;
}

/** Credits a reward: the reward row and its ledger entry in one statement. Answers the reward id, or null if `guard` failed. */
async function creditReward(
  db: Db,
  reward: { userId: number; kind: 'bonus' | 'promo' | 'cashback' | 'referral'; accountId: number; amountMinor: number; iso: string; ref: string; now: Date },
  guard = 'true',
  guardParams: unknown[] = [],
): Promise<number | null> {
  const { rows } = await db.query<{ id: string | null }>(
    `with r as (
       insert into player_rewards (user_id, kind, account_id, amount_minor, iso, ref, created_at)
       select $1, $2, $3, $4, $5, $6, $7 where ${guard} returning id, account_id, amount_minor
     ), l as (
       insert into ledger_entries (account_id, kind, amount_minor, reward_id) select account_id, 'reward', amount_minor, id from r returning id
     )
     select (select id from r) as id`,
    [reward.userId, reward.kind, reward.accountId, reward.amountMinor, reward.iso, reward.ref, reward.now.toISOString(), ...guardParams],
  );
  return rows[0]?.id ? Number(rows[0].id) : null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

// — Deposit bonuses and wagering ——————————————————————————————————————

interface BonusRow {
  id: string;
  offer_id: string;
  status: PlayerBonus['status'];
  iso: string;
  bonus_minor: string;
  wager_required_minor: string;
  wagered_minor: string;
  created_at: Date | string;
}

/**
 * Closes an active bonus whose wagering is done: what is left of it on the bonus account moves to the account in its
 * currency (release and payout, one statement). Stakes in the bonus's currency placed since it began count.
 */
async function completeWagered(db: Db, userId: number, now: Date): Promise<void> {
  try {
    await db.query(
      `with done as (
         update player_bonuses p set status = 'wagered', closed_at = $2
         where p.user_id = $1 and p.status = 'active'
           and (select coalesce(sum(c.amount * 100), 0) from coupons c where c.user_id = p.user_id and c.iso = p.iso and c.created_at >= p.created_at) >= p.wager_required_minor
         returning p.reward_id, p.account_id, p.iso, p.bonus_minor
       ), t as (
         select d.*, least((a.money * 100)::bigint, d.bonus_minor) as left_minor,
                (select x.id from accounts x where x.user_id = $1 and x.iso = d.iso and x.type in (0, 9) and x.closed_at is null order by x.type limit 1) as target_id
         from done d join accounts a on a.id = d.account_id
       ), release as (
         insert into ledger_entries (account_id, kind, amount_minor, reward_id)
         select account_id, 'bonus_release', -left_minor, reward_id from t where left_minor > 0 and target_id is not null returning id
       ), payout as (
         insert into ledger_entries (account_id, kind, amount_minor, reward_id)
         select target_id, 'bonus_payout', left_minor, reward_id from t where left_minor > 0 and target_id is not null returning id
       )
       select count(*) from done`,
      [userId, now.toISOString()],
    );
  } catch (error) {
    // A bet from the bonus account moved its balance meanwhile: the next read completes it.
    if (!isCheckViolation(error)) throw error;
  }
}

async function playerBonuses(db: Db, userId: number): Promise<PlayerBonus[]> {
  const { rows } = await db.query<BonusRow>(
    `select p.id, p.offer_id, p.status, trim(p.iso) as iso, p.bonus_minor, p.wager_required_minor, p.created_at,
            case when p.status = 'wagered' then p.wager_required_minor else least((select coalesce(sum(c.amount * 100), 0)::bigint from coupons c where c.user_id = p.user_id and c.iso = p.iso and c.created_at >= p.created_at
                   and (p.closed_at is null or c.created_at <= p.closed_at)), p.wager_required_minor) end as wagered_minor
     from player_bonuses p where p.user_id = $1 order by p.id desc limit 20`,
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    offerId: row.offer_id,
    status: row.status,
    iso: row.iso,
    bonusMinor: Number(row.bonus_minor),
    wagerRequiredMinor: Number(row.wager_required_minor),
    wageredMinor: Number(row.wagered_minor),
    createdAt: iso8601(row.created_at),
  }));
}

/** The latest successful deposit not yet counted for a bonus. */
async function unusedDeposit(db: Db, userId: number): Promise<{ id: number; amountMinor: number; iso: string } | undefined> {
  const { rows } = await db.query<{ id: string; amount_minor: string; iso: string }>(
    `select p.id, p.amount_minor, trim(p.iso) as iso from payments p
     where p.user_id = $1 and p.direction = 'deposit' and p.status = 'success' and not exists (select 1 from player_bonuses b where b.payment_id = p.id)
     order by p.id desc limit 1`,
    [userId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), amountMinor: Number(row.amount_minor), iso: row.iso } : undefined;
}

function offerFor(rule: OfferRule, deposit: { amountMinor: number; iso: string } | undefined, mainIso: string): BonusOffer {
  const iso = deposit?.iso ?? mainIso;
  const maxBonusMinor = rubToMinor(rule.maxRub, iso, 'down');
  const minDepositMinor = rubToMinor(rule.minDepositRub, iso, 'up');
  const qualifies = deposit !== undefined && deposit.amountMinor >= minDepositMinor;
  return {
    id: rule.id,
    percent: rule.percent,
    maxBonusMinor,
    minDepositMinor,
    wagerMultiplier: rule.wagerMultiplier,
    iso,
    depositMinor: deposit?.amountMinor ?? null,
    // Integer arithmetic: the percent of whole cents, rounded down, never above the cap.
    bonusMinor: qualifies ? Math.min(Math.floor((deposit.amountMinor * rule.percent) / 100), maxBonusMinor) : null,
  };
}

/** The offers (with what each would give now) and the player's bonuses with their wagering progress. */
export async function listBonuses(db: Db, userId: number, now: Date): Promise<{ offers: BonusOffer[]; bonuses: PlayerBonus[] }> {
  await completeWagered(db, userId, now);
  const [main, deposit, bonuses] = await Promise.all([mainAccount(db, userId), unusedDeposit(db, userId), playerBonuses(db, userId)]);
  return { offers: BONUS_OFFERS.map((rule) => offerFor(rule, deposit, main.iso)), bonuses };
}

/** Opts in to an offer: the bonus is credited to the bonus account with its ledger entry, and wagering starts. */
export async function optInBonus(db: Db, userId: number, offerId: string, now: Date): Promise<PlayerBonus> {
  const rule = BONUS_OFFERS.find((item) => item.id === offerId);
  if (!rule) throw new ApiError(404, [{ code: 'offer_not_found', detail: `No bonus offer ${offerId}` }]);
  await completeWagered(db, userId, now);
  const deposit = await unusedDeposit(db, userId);
  const offer = offerFor(rule, deposit, deposit?.iso ?? 'RUB');
  if (!deposit || offer.bonusMinor === null || offer.bonusMinor <= 0) {
    throw new ApiError(409, [{ code: 'no_qualifying_deposit', detail: `Deposit at least ${formatMinor(offer.minDepositMinor)} ${offer.iso} first` }]);
  }
  const accountId = await ensureBonusAccount(db, userId, deposit.iso);
  try {
    const { rows } = await db.query<{ id: string | null }>(
      `with r as (
         insert into player_rewards (user_id, kind, account_id, amount_minor, iso, ref, created_at)
         select $1, 'bonus', $2, $3, $4, $5, $6
         where not exists (select 1 from player_bonuses where user_id = $1 and status = 'active')
           and not exists (select 1 from player_bonuses where payment_id = $7)
         returning id, account_id
       ), b as (
         insert into player_bonuses (user_id, offer_id, reward_id, payment_id, account_id, iso, bonus_minor, wager_required_minor, status, created_at)
         select $1, $5, r.id, $7, r.account_id, $4, $3, $8, 'active', $6 from r returning id
       ), l as (
         insert into ledger_entries (account_id, kind, amount_minor, reward_id) select account_id, 'reward', $3, id from r returning id
       )
       select (select id from b) as id`,
      [userId, accountId, offer.bonusMinor, deposit.iso, rule.id, now.toISOString(), deposit.id, offer.bonusMinor * rule.wagerMultiplier],
    );
    if (rows[0]?.id) return (await playerBonuses(db, userId)).find((bonus) => bonus.id === Number(rows[0]!.id))!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  throw new ApiError(409, [{ code: 'bonus_active', detail: 'Finish or cancel the active bonus first' }]);
}

/** Cancels the active bonus: what is left of it on the bonus account is forfeited (ledger `bonus_forfeit`). */
export async function cancelBonus(db: Db, userId: number, bonusId: number, now: Date): Promise<PlayerBonus> {
  const { rows } = await db.query<{ id: string | null }>(
    `with b as (
       update player_bonuses set status = 'cancelled', closed_at = $3 where id = $2 and user_id = $1 and status = 'active'
       returning id, reward_id, account_id, bonus_minor
     ), t as (
       select b.*, least((a.money * 100)::bigint, b.bonus_minor) as left_minor from b join accounts a on a.id = b.account_id
     ), f as (
       insert into ledger_entries (account_id, kind, amount_minor, reward_id) select account_id, 'bonus_forfeit', -left_minor, reward_id from t where left_minor > 0 returning id
     )
     select (select id from b) as id`,
    [userId, bonusId, now.toISOString()],
  );
  if (!rows[0]?.id) throw new ApiError(409, [{ code: 'bonus_not_active', detail: `Bonus ${bonusId} is not active` }]);
  return (await playerBonuses(db, userId)).find((bonus) => bonus.id === bonusId)!;
}

// — Cashback (VIP and premium) ————————————————————————————————————————

interface CashbackState extends Cashback {
  /** The last cashback ledger row: a claim pays only if none came after it. */
  markId: number;
  accountId: number;
}

async function cashbackState(db: Db, userId: number, kind: CashbackKind, now: Date): Promise<CashbackState> {
  const main = await mainAccount(db, userId);
  const { rows } = await db.query<{ stakes: string; mark: string; loss: string; last: Date | string | null }>(
    `with mark as (
       select coalesce(max(l.id), 0) as id, max(r.created_at) as last from ledger_entries l join player_rewards r on r.id = l.reward_id
       where r.user_id = $1 and r.kind = 'cashback'
     )
     select (select coalesce(sum(c.amount * 100), 0)::bigint from coupons c where c.user_id = $1 and c.iso = $3 and c.created_at > $4) as stakes,
            (select id from mark) as mark, (select last from mark) as last,
            (select coalesce(-sum(l.amount_minor), 0)::bigint from ledger_entries l where l.account_id = $2 and l.kind in ('bet_stake', 'bet_win') and l.id > (select id from mark)) as loss`,
    [userId, main.id, main.iso, new Date(now.getTime() - CASHBACK_WINDOW_MS).toISOString()],
  );
  const row = rows[0]!;
  const stakesMinor = Number(row.stakes);
  const levels = CASHBACK_LEVELS[kind].map((item) => ({ level: item.level, minStakesMinor: item.minStakesRub === 0 ? 0 : rubToMinor(item.minStakesRub, main.iso, 'up'), percent: item.percent }));
  const current = [...levels].reverse().find((item) => stakesMinor >= item.minStakesMinor) ?? levels[0]!;
  const lossMinor = Math.max(0, Number(row.loss));
  const amountMinor = Math.floor((lossMinor * current.percent) / 100);
  return {
    kind,
    level: current.level,
    levels,
    percent: current.percent,
    stakesMinor,
    lossMinor,
    amount: formatMinor(amountMinor),
    amountMinor,
    iso: main.iso,
    lastClaimAt: row.last ? iso8601(row.last) : null,
    markId: Number(row.mark),
    accountId: main.id,
  };
}

const publicCashback = ({ markId: _mark, accountId: _account, ...cashback }: CashbackState): Cashback => cashback;

export async function readCashback(db: Db, userId: number, kind: CashbackKind, now: Date): Promise<Cashback> {
  return publicCashback(await cashbackState(db, userId, kind, now));
}

/** Claims the cashback to the main account; refused when there is nothing to claim or another claim came first. */
export async function claimCashback(db: Db, userId: number, kind: CashbackKind, now: Date): Promise<{ claimedMinor: number; cashback: Cashback }> {
  const state = await cashbackState(db, userId, kind, now);
  if (state.amountMinor <= 0) throw new ApiError(409, [{ code: 'nothing_to_claim', detail: 'There is no cashback to claim yet' }]);
  const rewardId = await creditReward(
    db,
    { userId, kind: 'cashback', accountId: state.accountId, amountMinor: state.amountMinor, iso: state.iso, ref: kind, now },
    `not exists (select 1 from ledger_entries l join player_rewards x on x.id = l.reward_id where x.user_id = $1 and x.kind = 'cashback' and l.id > $8)`,
    [state.markId],
  );
  if (rewardId === null) throw new ApiError(409, [{ code: 'already_claimed', detail: 'This cashback was just claimed' }]);
  return { claimedMinor: state.amountMinor, cashback: await readCashback(db, userId, kind, now) };
}

// — Promotions, promo codes and referrals ———————————————————————————————

export const referralCode = (userId: number) => `${REFERRAL_PREFIX}${userId.toString(36).toUpperCase()}`;

function referrerOf(code: string): number | undefined {
  if (!code.startsWith(REFERRAL_PREFIX)) return undefined;
  const id = Number.parseInt(code.slice(REFERRAL_PREFIX.length), 36);
  return Number.isSafeInteger(id) && id > 0 && referralCode(id) === code ? id : undefined;
}

export async function listPromotions(db: Db, userId: number, now: Date): Promise<Promotion[]> {
  const main = await mainAccount(db, userId);
  const { rows } = await db.query<{ ref: string }>(`select ref from player_rewards where user_id = $1 and kind = 'promo'`, [userId]);
  const used = new Set(rows.map((row) => row.ref));
  return PROMO_CODES.filter((promo) => new Date(promo.endsAt) > now).map((promo) => ({
    code: promo.code,
    rewardMinor: rubToMinor(promo.rewardRub, main.iso, 'down'),
    iso: main.iso,
    endsAt: promo.endsAt,
    isRedeemed: used.has(promo.code),
  }));
}

/**
 * Applies a promo code (already upper-cased): a public code credits the bonus account once; a friend's referral code
 * links the player to the friend and credits both, once, never one's own code.
 */
export async function applyPromoCode(db: Db, userId: number, code: string, now: Date): Promise<PromoApplyResult> {
  const main = await mainAccount(db, userId);
  const promo = PROMO_CODES.find((item) => item.code === code && new Date(item.endsAt) > now);
  const referrerId = promo ? undefined : referrerOf(code);
  if (!promo && referrerId === undefined) throw new ApiError(404, [{ code: 'promo_not_found', detail: `No promotion has the code ${code}` }]);
  if (referrerId === userId) throw new ApiError(409, [{ code: 'own_referral_code', detail: 'This is your own referral code' }]);
  const rewardMinor = rubToMinor(promo ? promo.rewardRub : REFERRAL_REWARD_RUB, main.iso, 'down');
  const accountId = await ensureBonusAccount(db, userId, main.iso);
  try {
    if (promo) {
      const id = await creditReward(db, { userId, kind: 'promo', accountId, amountMinor: rewardMinor, iso: main.iso, ref: code, now });
      if (id !== null) return { code, kind: 'bonus', rewardMinor, iso: main.iso };
    } else {
      const referrer = await db.query<{ id: number }>('select id from users where id = $1', [referrerId]);
      if (!referrer.rows[0]) throw new ApiError(404, [{ code: 'promo_not_found', detail: `No promotion has the code ${code}` }]);
      const referrerMain = await mainAccount(db, referrerId!);
      const referrerAccount = await ensureBonusAccount(db, referrerId!, referrerMain.iso);
      const referrerReward = rubToMinor(REFERRAL_REWARD_RUB, referrerMain.iso, 'down');
      // One statement: the link (only while the player has no referrer), both rewards and both ledger entries.
      const { rows } = await db.query<{ id: string | null }>(
        `with link as (
           update users set referrer_id = $2 where id = $1 and referrer_id is null and id <> $2 returning id
         ), r as (
           insert into player_rewards (user_id, kind, account_id, amount_minor, iso, ref, created_at)
           select $1, 'promo', $3::int, $4::bigint, $5, $6, $10::timestamptz from link
           union all
           select $2, 'referral', $7::int, $8::bigint, $9, 'friend:' || $1::text, $10::timestamptz from link
           returning id, account_id, amount_minor
         ), l as (
           insert into ledger_entries (account_id, kind, amount_minor, reward_id) select account_id, 'reward', amount_minor, id from r returning id
         )
         select (select id from link) as id`,
        [userId, referrerId, accountId, rewardMinor, main.iso, code, referrerAccount, referrerReward, referrerMain.iso, now.toISOString()],
      );
      if (rows[0]?.id) return { code, kind: 'referral', rewardMinor, iso: main.iso };
      throw new ApiError(409, [{ code: 'already_referred', detail: 'You already entered a friend’s code' }]);
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  throw new ApiError(409, [{ code: 'promo_already_used', detail: `You already used the code ${code}` }]);
}

export async function readReferrals(db: Db, userId: number): Promise<Referrals> {
  const main = await mainAccount(db, userId);
  const { rows } = await db.query<{ login: string; created_at: Date | string; has_deposit: boolean }>(
    `select u.login, u.created_at,
            exists (select 1 from payments p where p.user_id = u.id and p.direction = 'deposit' and p.status = 'success') as has_deposit
     from users u where u.referrer_id = $1 order by u.id desc limit 100`,
    [userId],
  );
  return {
    code: referralCode(userId),
    rewardMinor: rubToMinor(REFERRAL_REWARD_RUB, main.iso, 'down'),
    iso: main.iso,
    // A friend's login is shown masked: the first two characters, then stars.
    friends: rows.map((row) => ({ login: `${row.login.slice(0, 2)}${'*'.repeat(Math.max(3, row.login.length - 2))}`, joinedAt: iso8601(row.created_at), hasDeposit: row.has_deposit })),
  };
}

// — Rewards and ideas ——————————————————————————————————————————————

export async function listRewards(db: Db, userId: number): Promise<Rewards> {
  const main = await mainAccount(db, userId);
  const { rows } = await db.query<{ id: string; kind: Rewards['rewards'][number]['kind']; amount_minor: string; iso: string; created_at: Date | string }>(
    `select id, kind, amount_minor, trim(iso) as iso, created_at from player_rewards where user_id = $1 order by id desc limit 100`,
    [userId],
  );
  const rewards = rows.map((row) => ({ id: Number(row.id), kind: row.kind, amountMinor: Number(row.amount_minor), iso: row.iso, createdAt: iso8601(row.created_at) }));
  return { totalMinor: rewards.filter((reward) => reward.iso === main.iso).reduce((sum, reward) => sum + reward.amountMinor, 0), iso: main.iso, rewards };
}

export async function saveIdea(db: Db, userId: number, idea: { topic: IdeaTopic; text: string }, now: Date): Promise<{ id: number; topic: IdeaTopic; createdAt: string }> {
  const { rows } = await db.query<{ id: string; created_at: Date | string }>(
    'insert into player_ideas (user_id, topic, body, created_at) values ($1, $2, $3, $4) returning id, created_at',
    [userId, idea.topic, idea.text, now.toISOString()],
  );
  return { id: Number(rows[0]!.id), topic: idea.topic, createdAt: iso8601(rows[0]!.created_at) };
}
