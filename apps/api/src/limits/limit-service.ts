import {
  activeExclusion,
  changeLocked,
  classifyChange,
  coolingOffEnd,
  coolingOffOver,
  DEPOSIT_LIMIT_TYPES,
  DEPOSIT_NO_LIMIT,
  hoursLeft,
  isNoLimit,
  limitDays,
  LOSS_LIMIT_TYPES,
  lowestRemaining,
  periodSeconds,
  remainingOf,
  SELF_EXCLUSION_DAYS,
  TIME_OUT_DAYS,
  WAGER_LIMIT_TYPES,
  type Limit,
} from '@bf/headless/limits/rules';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The reference limit service (spec §3, §4, §7; docs/decisions.md "Responsible gaming"). Limits live in
 * `player_limits`; balances are worked out on every read from the player's deposits and coupons in the limit's
 * rolling period, so what the office shows is what placement and deposits enforce.
 */

interface LimitRow {
  limit_type: number;
  limit_state: 'PENDING' | 'ACTIVE';
  limit_value: string | null;
  started_at: Date | string;
  ends_at: Date | string | null;
  self_exclude_reason: number | null;
}

const seconds = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000);
const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Limit names for the errors that name them (English: the API's error details are English; the client translates by code). */
const LIMIT_NAMES: Readonly<Record<number, string>> = {
  1: '24-hour wager limit',
  2: '7-day wager limit',
  3: '30-day wager limit',
  10: '24-hour loss limit',
  11: '7-day loss limit',
  12: '30-day loss limit',
  20: '24-hour deposit limit',
  21: '7-day deposit limit',
  22: '30-day deposit limit',
  30: 'self-exclusion',
  31: 'session limit',
  32: 'reality check',
  33: 'time-out',
  37: 'extra-limits lock',
};
export const limitName = (limitType: number) => LIMIT_NAMES[limitType] ?? `limit ${limitType}`;

/** Types the player sets through POST v3/limits (self-exclusion and time-out go through BlockUser). */
export const SETTABLE_TYPES = [1, 2, 3, 10, 11, 12, 20, 21, 22, 31, 32] as const;

/** What each settable type offers (GET v3/availablelimits); money limits take a custom value (spec §5). */
export function availableLimits(): { type: number; availableValues: number[]; measure: 'money' | 'hours' | 'minutes' | 'days'; custom: boolean }[] {
  const money = [100, 500, 1_000, 5_000, 10_000];
  return [
    ...SETTABLE_TYPES.filter((type) => type < 30).map((type) => ({ type, availableValues: money, measure: 'money' as const, custom: true })),
    { type: 31, availableValues: Array.from({ length: 24 }, (_, index) => index + 1), measure: 'hours', custom: false },
    { type: 32, availableValues: [5, 10, 15, 30, 45, 60], measure: 'minutes', custom: false },
    { type: 30, availableValues: [...SELF_EXCLUSION_DAYS], measure: 'days', custom: false },
    { type: 33, availableValues: [...TIME_OUT_DAYS], measure: 'days', custom: false },
  ];
}

async function limitRows(db: Db, userId: number): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    'select limit_type, limit_state, limit_value, started_at, ends_at, self_exclude_reason from player_limits where user_id = $1 order by limit_type, limit_state',
    [userId],
  );
  return rows;
}

/** What the player used of a money limit in its rolling period ending `now`, in the account's units. */
async function usedIn(db: Db, userId: number, limitType: number, now: Date): Promise<number> {
  const period = periodSeconds(limitType);
  if (period === undefined) return 0;
  const since = new Date(now.getTime() - period * 1000).toISOString();
  if ((DEPOSIT_LIMIT_TYPES as readonly number[]).includes(limitType)) {
    // A deposit counts from its start (created or pending) unless it failed or was cancelled: no limit can be beaten
    // by starting several deposits at once.
    const { rows } = await db.query<{ used: string }>(
      `select coalesce(sum(amount_minor), 0)::bigint as used from payments
       where user_id = $1 and direction = 'deposit' and status in ('created', 'pending', 'success') and created_at > $2 and created_at <= $3`,
      [userId, since, now.toISOString()],
    );
    return Number(rows[0]?.used ?? 0) / 100;
  }
  const { rows } = await db.query<{ staked: string; won: string }>(
    `select coalesce(sum(c.amount), 0) as staked,
            coalesce((select sum(l.amount_minor) from ledger_entries l join coupons w on w.id = l.coupon_id
                      where w.user_id = $1 and l.kind = 'bet_win' and w.created_at > $2 and w.created_at <= $3), 0)::numeric / 100 as won
     from coupons c where c.user_id = $1 and c.created_at > $2 and c.created_at <= $3`,
    [userId, since, now.toISOString()],
  );
  const staked = Number(rows[0]?.staked ?? 0);
  if ((WAGER_LIMIT_TYPES as readonly number[]).includes(limitType)) return staked;
  return Math.max(0, staked - Number(rows[0]?.won ?? 0));
}

/** The player's limits as GET v3/limits answers them: balances now, a pending change's approval flag. */
export async function readLimits(db: Db, userId: number, now: Date): Promise<Limit[]> {
  const rows = await limitRows(db, userId);
  const at = nowSeconds(now);
  const limits: Limit[] = [];
  for (const row of rows) {
    const value = row.limit_value === null ? null : Number(row.limit_value);
    const startedAt = seconds(row.started_at);
    const endsAt = row.ends_at === null ? null : seconds(row.ends_at);
    // An ended self-exclusion or time-out no longer applies: it is answered INACTIVE (LIMIT-004), so the office can
    // show the last break and its length.
    const state = row.limit_state === 'ACTIVE' && endsAt !== null && endsAt <= at ? 'INACTIVE' : row.limit_state;
    const isMoney = periodSeconds(row.limit_type) !== undefined;
    const balance = state === 'ACTIVE' && isMoney && value !== null ? remainingOf(value, await usedIn(db, userId, row.limit_type, now)) : null;
    limits.push({
      limitType: row.limit_type,
      limitState: state,
      limitValue: value,
      limitBalance: balance,
      needApprove: row.limit_state === 'PENDING' && coolingOffOver({ startedAt }, at),
      startedAt,
      endsAt,
      selfExcludeReason: row.self_exclude_reason,
    });
  }
  return limits;
}

function refusal(status: 403 | 409, code: string, limitType: number, detail: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, [{ code, detail }], { limitType, limitName: limitName(limitType), ...extra });
}

/**
 * Sets limits (POST v3/limits). Stricter (a first limit, a decrease) applies at once and drops a pending change of
 * the type; looser (an increase, a removal) becomes the type's PENDING change for 24 hours (regulator rule).
 */
export async function setLimits(db: Db, userId: number, requests: readonly { limitType: number; limitValue: number | null }[], now: Date): Promise<Limit[]> {
  const stamp = now.toISOString();
  assertChangesAllowed(await readLimits(db, userId, now), requests);
  const rows = await limitRows(db, userId);
  for (const request of requests) {
    const active = rows.find((row) => row.limit_type === request.limitType && row.limit_state === 'ACTIVE');
    const current = active?.limit_value === null || active === undefined ? null : Number(active.limit_value);
    const requested = isNoLimit(request.limitValue) ? null : request.limitValue;
    const change = classifyChange(current, requested);
    if (change === 'same') {
      await db.query(`delete from player_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'`, [userId, request.limitType]);
    } else if (change === 'stricter') {
      await db.query(`delete from player_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'`, [userId, request.limitType]);
      await db.query(
        `insert into player_limits (user_id, limit_type, limit_state, limit_value, started_at) values ($1, $2, 'ACTIVE', $3, $4)
         on conflict (user_id, limit_type, limit_state) do update set limit_value = excluded.limit_value, started_at = excluded.started_at`,
        [userId, request.limitType, requested, stamp],
      );
    } else {
      await db.query(
        `insert into player_limits (user_id, limit_type, limit_state, limit_value, started_at, ends_at) values ($1, $2, 'PENDING', $3, $4, $5)
         on conflict (user_id, limit_type, limit_state) do update set limit_value = excluded.limit_value, started_at = excluded.started_at, ends_at = excluded.ends_at`,
        [userId, request.limitType, requested, stamp, new Date(coolingOffEnd(nowSeconds(now)) * 1000).toISOString()],
      );
    }
  }
  return readLimits(db, userId, now);
}

/**
 * A waiting change locks a further loosening of its type (LIMIT-019): 409 `limit_change_pending`, naming the limit.
 * A stricter value still applies at once, and the waiting change can always be cancelled.
 */
export function assertChangesAllowed(limits: readonly Limit[], requests: readonly { limitType: number; limitValue: number | null }[]): void {
  for (const request of requests) {
    if (!changeLocked(limits, request.limitType, isNoLimit(request.limitValue) ? null : request.limitValue)) continue;
    throw refusal(409, 'limit_change_pending', request.limitType, `A change of the ${limitName(request.limitType)} is waiting: cancel it before asking for another increase`);
  }
}

/**
 * Confirms or rejects the type's pending change (POST v3/limitaction). Confirming before the 24 hours are over is
 * refused (409 `limit_cooling_off`, naming the limit and the hours left).
 */
export async function limitAction(db: Db, userId: number, limitType: number, action: 'confirm' | 'reject', now: Date): Promise<{ title: string; limits: Limit[] }> {
  const { rows } = await db.query<LimitRow>(`select limit_type, limit_state, limit_value, started_at, ends_at, self_exclude_reason from player_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'`, [
    userId,
    limitType,
  ]);
  const pending = rows[0];
  if (!pending) throw new ApiError(404, [{ code: 'limit_not_pending', detail: `The ${limitName(limitType)} has no change waiting` }], { limitType });
  if (action === 'reject') {
    await db.query(`delete from player_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'`, [userId, limitType]);
    return { title: `The change of the ${limitName(limitType)} is cancelled`, limits: await readLimits(db, userId, now) };
  }
  const startedAt = seconds(pending.started_at);
  if (!coolingOffOver({ startedAt }, nowSeconds(now))) {
    const left = hoursLeft(coolingOffEnd(startedAt), now.getTime());
    throw refusal(409, 'limit_cooling_off', limitType, `The ${limitName(limitType)} can be raised or removed after 24 hours: ${left} h left`, { hoursLeft: left });
  }
  await db.query(`delete from player_limits where user_id = $1 and limit_type = $2 and limit_state = 'ACTIVE'`, [userId, limitType]);
  if (pending.limit_value !== null) {
    await db.query(`update player_limits set limit_state = 'ACTIVE', started_at = $3, ends_at = null where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'`, [
      userId,
      limitType,
      now.toISOString(),
    ]);
  } else {
    await db.query(`delete from player_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'`, [userId, limitType]);
  }
  return { title: `The ${limitName(limitType)} is changed`, limits: await readLimits(db, userId, now) };
}

/** DELETE v3/limits/{type}: cancels a pending change, else asks to remove the active limit (pending 24 hours). */
export async function deleteLimit(db: Db, userId: number, limitType: number, now: Date): Promise<{ title: string; limits: Limit[] }> {
  const limits = await readLimits(db, userId, now);
  if (limits.some((limit) => limit.limitType === limitType && limit.limitState === 'PENDING')) return limitAction(db, userId, limitType, 'reject', now);
  if (limitType === 30 || limitType === 33) throw refusal(403, 'limit_not_cancellable', limitType, `A ${limitName(limitType)} cannot be lifted before it ends`);
  if (!limits.some((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE')) {
    throw new ApiError(404, [{ code: 'limit_not_found', detail: `No ${limitName(limitType)} is set` }], { limitType });
  }
  return { title: `The removal of the ${limitName(limitType)} waits 24 hours`, limits: await setLimits(db, userId, [{ limitType, limitValue: DEPOSIT_NO_LIMIT }], now) };
}

/**
 * The extra-limits lock (type 37, LIMIT-013): the operator excludes the player from the extra products (wager and
 * loss limits' bets), for example on a national self-exclusion register's answer or at support's hand. There is no
 * back office in the reference site, so a test hook sets it (docs/decisions.md).
 */
export async function setExtraLimitsLock(db: Db, userId: number, now: Date): Promise<Limit[]> {
  await db.query(
    `insert into player_limits (user_id, limit_type, limit_state, limit_value, started_at) values ($1, 37, 'ACTIVE', null, $2)
     on conflict (user_id, limit_type, limit_state) do nothing`,
    [userId, now.toISOString()],
  );
  return readLimits(db, userId, now);
}

/** BlockUser: a self-exclusion (30) or time-out (33) of `days`; the player's sessions end at once. */
export async function blockUser(db: Db, userId: number, input: { limitType: 30 | 33; days: number; reasonId?: number }, now: Date): Promise<void> {
  const allowed: readonly number[] = input.limitType === 30 ? SELF_EXCLUSION_DAYS : TIME_OUT_DAYS;
  if (!allowed.includes(input.days)) throw ApiError.badRequest('invalid_days', `A ${limitName(input.limitType)} lasts ${allowed.join(', ')} days`);
  const existing = activeExclusion(await readLimits(db, userId, now), nowSeconds(now));
  const endsAt = new Date(now.getTime() + input.days * 86_400_000);
  // Lifting early is impossible: a new exclusion may only end later than the running one.
  if (existing?.endsAt && existing.endsAt * 1000 >= endsAt.getTime()) {
    throw refusal(409, 'limit_not_cancellable', existing.limitType, `The running ${limitName(existing.limitType)} ends later`);
  }
  await db.query(
    `insert into player_limits (user_id, limit_type, limit_state, limit_value, started_at, ends_at, self_exclude_reason) values ($1, $2, 'ACTIVE', $3, $4, $5, $6)
     on conflict (user_id, limit_type, limit_state) do update set limit_value = excluded.limit_value, started_at = excluded.started_at, ends_at = excluded.ends_at,
       self_exclude_reason = excluded.self_exclude_reason`,
    [userId, input.limitType, input.days, now.toISOString(), endsAt.toISOString(), input.reasonId ?? null],
  );
  await db.query('update auth_sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now.toISOString()]);
}

/** 403 naming the running self-exclusion or time-out, if any: sign-in, bets and deposits are refused until its end. */
export async function exclusionRefusal(db: Db, userId: number, now: Date): Promise<ApiError | undefined> {
  const exclusion = activeExclusion(await readLimits(db, userId, now), nowSeconds(now));
  if (!exclusion) return undefined;
  const until = exclusion.endsAt === null ? 'further notice' : new Date(exclusion.endsAt * 1000).toISOString();
  // In days, as the spec shows these limits: (endsAt − startedAt) / 86400 (LIMIT-024).
  const days = exclusion.endsAt === null ? '' : `${Math.round(limitDays(exclusion))}-day `;
  return refusal(403, exclusion.limitType === 30 ? 'self_excluded' : 'time_out', exclusion.limitType, `Your ${days}${limitName(exclusion.limitType)} runs until ${until}`, {
    endsAt: exclusion.endsAt,
  });
}

/** Refuses a deposit over the lowest remaining deposit limit (403 `deposit_limit_exceeded`) or during an exclusion. */
export async function assertDepositAllowed(db: Db, userId: number, amountMinor: number, now: Date): Promise<void> {
  const excluded = await exclusionRefusal(db, userId, now);
  if (excluded) throw excluded;
  const lowest = lowestRemaining(await readLimits(db, userId, now), DEPOSIT_LIMIT_TYPES);
  if (lowest && amountMinor > Math.round(lowest.remaining * 100)) {
    throw refusal(403, 'deposit_limit_exceeded', lowest.limitType, `Your ${limitName(lowest.limitType)} leaves ${lowest.remaining.toFixed(2)}`, { limitBalance: lowest.remaining });
  }
}

/** Refuses a stake over the lowest remaining wager or loss limit (403 `wager_limit_exceeded` / `loss_limit_exceeded`). */
export async function assertStakeAllowed(db: Db, userId: number, stake: number, now: Date): Promise<void> {
  const excluded = await exclusionRefusal(db, userId, now);
  if (excluded) throw excluded;
  const limits = await readLimits(db, userId, now);
  for (const [types, code] of [
    [WAGER_LIMIT_TYPES, 'wager_limit_exceeded'],
    [LOSS_LIMIT_TYPES, 'loss_limit_exceeded'],
  ] as const) {
    const lowest = lowestRemaining(limits, types);
    if (lowest && Math.round(stake * 100) > Math.round(lowest.remaining * 100)) {
      throw refusal(403, code, lowest.limitType, `Your ${limitName(lowest.limitType)} leaves ${lowest.remaining.toFixed(2)}`, { limitBalance: lowest.remaining });
    }
  }
}

/**
 * The ping (every 30 s during a session limit): the seconds the session may still last, or, once the limit is
 * reached, ends the session and answers 403 `main_session_limit_ended`.
 */
export async function ping(db: Db, userId: number, session: { id: string; created_at: Date | string }, now: Date): Promise<{ remainingSeconds: number | null }> {
  const limit = (await readLimits(db, userId, now)).find((item) => item.limitType === 31 && item.limitState === 'ACTIVE');
  // No session limit, or -1 (not set, spec §9): nothing counts.
  if (!limit || isNoLimit(limit.limitValue)) return { remainingSeconds: null };
  const remaining = seconds(session.created_at) + (limit.limitValue as number) * 3600 - nowSeconds(now);
  if (remaining > 0) return { remainingSeconds: remaining };
  await db.query('update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [session.id, now.toISOString()]);
  // The limit counts per day: no new session until 24 hours after the one that reached it began.
  const until = new Date(new Date(session.created_at).getTime() + SESSION_LIMIT_PERIOD_SECONDS * 1000);
  await db.query('update users set session_limit_until = $2 where id = $1', [userId, until.toISOString()]);
  throw refusal(403, 'main_session_limit_ended', 31, 'Your session limit is reached: visit tomorrow', { endsAt: seconds(until) });
}

/** The period a session limit counts over: a day from the session's start (docs/decisions.md). */
export const SESSION_LIMIT_PERIOD_SECONDS = 86_400;

/** 403 at sign-in: a running self-exclusion or time-out, or a session limit reached until its period ends. */
export async function signInRefusal(db: Db, userId: number, now: Date): Promise<ApiError | undefined> {
  const excluded = await exclusionRefusal(db, userId, now);
  if (excluded) return excluded;
  const { rows } = await db.query<{ until: Date | string | null }>('select session_limit_until as until from users where id = $1', [userId]);
  const until = rows[0]?.until;
  if (!until || new Date(until).getTime() <= now.getTime()) return undefined;
  return refusal(403, 'main_session_limit_ended', 31, `Your session limit is reached: visit tomorrow (sign-in opens at ${new Date(until).toISOString()})`, {
    endsAt: seconds(until),
  });
}

/** Test hook: moves the player's limit clock `seconds` ahead (every start and end that much earlier). */
export async function advanceLimitClock(db: Db, userId: number, by: number): Promise<void> {
  await db.query(
    `update player_limits set started_at = started_at - make_interval(secs => $2), ends_at = ends_at - make_interval(secs => $2) where user_id = $1`,
    [userId, by],
  );
  // The session limit and the reality check count from the session's start; a reached session limit's lock ends sooner.
  await db.query(`update auth_sessions set created_at = created_at - make_interval(secs => $2) where user_id = $1 and revoked_at is null`, [userId, by]);
  await db.query(`update users set session_limit_until = session_limit_until - make_interval(secs => $2) where id = $1`, [userId, by]);
}
