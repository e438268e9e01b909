import type { Db } from '../db/db.ts';
import type { FeedLang } from '../sports/i18n.ts';
import { loadCoupons, type CouponView } from '../sports/coupon-views.ts';
import { MINOR_PER_MAJOR } from './ledger.ts';

/**
 * Coupons settle into the ledger once (docs/decisions.md "Ledger"): when every bet of a coupon is decided, its status
 * and payout are stored in `coupon_settlements` and a winning payout credited as `bet_win`, both in one statement, so
 * a coupon is paid exactly once however many requests look at it. The feed decides bets as games finish; the office
 * settles a player's coupons whenever it reads their money or bets.
 */
export async function settleCoupons(db: Db, userId: number, lang: FeedLang, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select c.id::int as id from coupons c where c.user_id = $1 and not exists (select 1 from coupon_settlements s where s.coupon_id = c.id)
     order by c.id limit 200`,
    [userId],
  );
  if (rows.length === 0) return 0;
  const coupons = await loadCoupons(db, lang, { ids: rows.map((row) => row.id) }, now);
  let settled = 0;
  for (const coupon of coupons) {
    if (coupon.statusId < 0 || coupon.payout === null) continue;
    // The payout is money rounded to cents by the coupon maths; cents are counted as integers from here on.
    const payoutMinor = Math.round(coupon.payout * MINOR_PER_MAJOR);
    const { rows: done } = await db.query(
      `with s as (
         insert into coupon_settlements (coupon_id, status_id, payout_minor, settled_at) values ($1, $2, $3, $4)
         on conflict (coupon_id) do nothing returning coupon_id, payout_minor
       ), win as (
         insert into ledger_entries (account_id, kind, amount_minor, coupon_id)
         select $5::int, 'bet_win', s.payout_minor, s.coupon_id from s where s.payout_minor > 0 returning id
       )
       select coupon_id from s`,
      [coupon.id, coupon.statusId, payoutMinor, now.toISOString(), coupon.accountId],
    );
    if (done.length > 0) settled++;
  }
  return settled;
}

export interface BetFilter {
  /** Inclusive calendar days (UTC), YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  /** Coupon status ids to keep: -2 open, 0 lost, 1 won (spec S1 §4 "Bet status ids"). */
  statuses?: readonly number[];
  /** Coupon types: 1 express, 2 system, 3 chain, 4 blocks, 9 singles. */
  typeIds?: readonly number[];
  limit: number;
  beforeId?: number;
}

/** Most coupons one history page reads before filtering by status (the status is derived from the bets). */
const SCAN_LIMIT = 500;

/** The player's coupons placed through the coupon, newest first, filtered by date, type and status. */
export async function betHistory(db: Db, userId: number, lang: FeedLang, filter: BetFilter, now: Date): Promise<{ coupons: CouponView[]; nextBeforeId: number | null }> {
  const { rows } = await db.query<{ id: number }>(
    `select id::int as id from coupons
     where user_id = $1 and ($2::date is null or created_at >= $2::date) and ($3::date is null or created_at < $3::date + 1)
       and ($4::int[] is null or type_id = any($4::int[])) and ($5::bigint is null or id < $5)
     order by id desc limit $6`,
    [userId, filter.dateFrom ?? null, filter.dateTo ?? null, filter.typeIds?.length ? filter.typeIds : null, filter.beforeId ?? null, SCAN_LIMIT],
  );
  if (rows.length === 0) return { coupons: [], nextBeforeId: null };
  const loaded = await loadCoupons(db, lang, { ids: rows.map((row) => row.id) }, now);
  const kept = filter.statuses?.length ? loaded.filter((coupon) => filter.statuses!.includes(coupon.statusId)) : loaded;
  const page = kept.slice(0, filter.limit);
  const more = kept.length > filter.limit || rows.length === SCAN_LIMIT;
  return { coupons: page, nextBeforeId: more ? (page.at(-1)?.id ?? rows.at(-1)?.id ?? null) : null };
}
