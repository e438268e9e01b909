// Limit arithmetic and the regulator rules (spec: auth-limits-accounts-config.md §3 "Limit", §4 "Limit state",
// "Deposit limit approval", §9; docs/decisions.md "Responsible gaming"). Pure: the reference API and the
// office's limits screen both use these, so the player sees exactly the rule the API enforces.

/** The limit types of spec §3 (1–3 wager and 10–12 loss: the spec's second reading, see docs/decisions.md). */
export const LIMIT_TYPE = {
  wager24h: 1,
  wager7d: 2,
  wager30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  sessionLimit: 31,
  realityCheck: 32,
  timeOut: 33,
  extraLimitsLock: 37,
} as const;

export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export type LimitState = 'PENDING' | 'ACTIVE' | 'INACTIVE';

/** One limit as the limit service answers it (spec §3): times in epoch seconds, money in the account's units. */
export interface Limit {
  limitType: number;
  limitState: LimitState;
  /** The value (money, hours, minutes or days by type); null on a pending removal. */
  limitValue: number | null;
  /** What is left of a money limit in its period now; null for other types. */
  limitBalance: number | null;
  /** A pending change whose 24 hours have passed: it waits for the player's confirmation. */
  needApprove: boolean;
  startedAt: number;
  endsAt: number | null;
  selfExcludeReason?: number | null;
}

/** The money limits by kind, shortest period first. */
export const DEPOSIT_LIMIT_TYPES = [20, 21, 22] as const;
export const WAGER_LIMIT_TYPES = [1, 2, 3] as const;
export const LOSS_LIMIT_TYPES = [10, 11, 12] as const;
export const MONEY_LIMIT_TYPES = [...WAGER_LIMIT_TYPES, ...LOSS_LIMIT_TYPES, ...DEPOSIT_LIMIT_TYPES] as const;
/** Types that shut the player out until their end: self-exclusion and time-out (spec §4). */
export const EXCLUSION_LIMIT_TYPES = [30, 33] as const;

const DAY = 86_400;
/** The period a money limit counts over, in seconds: 24 h, 7 d, 30 d (spec §9). */
export function periodSeconds(limitType: number): number | undefined {
  const index = [WAGER_LIMIT_TYPES, LOSS_LIMIT_TYPES, DEPOSIT_LIMIT_TYPES].map((list) => (list as readonly number[]).indexOf(limitType)).find((at) => at >= 0);
  return index === undefined ? undefined : [DAY, 7 * DAY, 30 * DAY][index];
}

/** Spec §9 constants. */
export const DEPOSIT_NO_LIMIT = 999_999_999;
export const PING_INTERVAL_MS = 30_000;
export const REALITY_CHECK_MAX_WAIT_MS = 300_000;
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const;
export const TIME_OUT_DAYS = [1, 7, 30, 90] as const;
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;
export const SESSION_LIMIT_HOURS = Array.from({ length: 24 }, (_, index) => index + 1);
/** Regulator rule: an increase or removal waits this long before the player may confirm it (docs/decisions.md). */
export const COOLING_OFF_SECONDS = DAY;

/** Hours left of a pending limit: ceil(time to end / 3 600 000 ms), never below 0 (spec §4). */
export function hoursLeft(endsAtSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtSeconds * 1000 - nowMs) / 3_600_000));
}

/** A self-exclusion's or time-out's length in days: (endsAt − startedAt) / 86400 (spec §4). */
export function limitDays(limit: Pick<Limit, 'startedAt' | 'endsAt'>): number {
  return limit.endsAt === null ? 0 : (limit.endsAt - limit.startedAt) / DAY;
}

/** A session limit of -1 is not set (spec §9). */
export const SESSION_LIMIT_NOT_SET = -1;

/** No limit: as the deposit form sends it (999999999), a session limit's -1, or a missing value. */
export const isNoLimit = (value: number | null | undefined) => value === null || value === undefined || value >= DEPOSIT_NO_LIMIT || value === SESSION_LIMIT_NOT_SET;

/**
 * How a requested value changes a limit. Smaller is stricter for every type (money, session hours, and reality-check
 * minutes: a shorter interval checks more often), so a decrease or a first limit is `stricter` and takes effect at
 * once; an increase or removal is `looser` and waits out the cooling-off (docs/decisions.md).
 */
export function classifyChange(current: number | null, requested: number | null): 'stricter' | 'looser' | 'same' {
  const from = isNoLimit(current) ? Infinity : (current as number);
  const to = isNoLimit(requested) ? Infinity : (requested as number);
  if (to === from) return 'same';
  return to < from ? 'stricter' : 'looser';
}

/** Whether a pending change's cooling-off is over, so it may be confirmed. */
export const coolingOffOver = (pending: Pick<Limit, 'startedAt'>, nowSeconds: number) => nowSeconds >= pending.startedAt + COOLING_OFF_SECONDS;

/** The end of a pending change's cooling-off, epoch seconds. */
export const coolingOffEnd = (startedAt: number) => startedAt + COOLING_OFF_SECONDS;

/**
 * What the player may still deposit (or stake, or lose) under several limits of one kind: the lowest remaining
 * applies (regulator rule, docs/decisions.md). `undefined` when no limit of the kind is active.
 */
export function lowestRemaining(limits: readonly Pick<Limit, 'limitType' | 'limitState' | 'limitBalance'>[], types: readonly number[]): { limitType: number; remaining: number } | undefined {
  let lowest: { limitType: number; remaining: number } | undefined;
  for (const limit of limits) {
    if (limit.limitState !== 'ACTIVE' || !types.includes(limit.limitType) || limit.limitBalance === null) continue;
    if (!lowest || limit.limitBalance < lowest.remaining) lowest = { limitType: limit.limitType, remaining: limit.limitBalance };
  }
  return lowest;
}

/** What is left of a money limit: the value less what was used in its period, never below 0. */
export const remainingOf = (value: number, used: number) => Math.max(0, Math.round((value - used) * 100) / 100);

/** The active self-exclusion or time-out still running at `nowSeconds`, if any. */
export function activeExclusion<T extends Pick<Limit, 'limitType' | 'limitState' | 'endsAt'>>(limits: readonly T[], nowSeconds: number): T | undefined {
  return limits.find(
    (limit) => limit.limitState === 'ACTIVE' && (EXCLUSION_LIMIT_TYPES as readonly number[]).includes(limit.limitType) && (limit.endsAt === null || limit.endsAt > nowSeconds),
  );
}

/** The player counts as self-excluded when an ACTIVE type-37 lock exists or the extra-limits section is disabled (spec §4). */
export const extraLimitsLocked = (limits: readonly Pick<Limit, 'limitType' | 'limitState'>[], sectionDisabled: boolean) =>
  sectionDisabled || limits.some((limit) => limit.limitType === 37 && limit.limitState === 'ACTIVE');

/** When a pending change may be confirmed, epoch seconds: its end, else 86 400 s after its start (LIMIT-029). */
export const approvalTime = (pending: Pick<Limit, 'startedAt' | 'endsAt'>) => pending.endsAt ?? coolingOffEnd(pending.startedAt);

/**
 * The deposit limit to approve (spec §3): the epoch-seconds time the first pending deposit-limit change (20, 21, 22)
 * may be confirmed; null when none waits.
 */
export function depositLimitToApprove(limits: readonly Pick<Limit, 'limitType' | 'limitState' | 'startedAt' | 'endsAt'>[]): number | null {
  const times = limits
    .filter((limit) => limit.limitState === 'PENDING' && (DEPOSIT_LIMIT_TYPES as readonly number[]).includes(limit.limitType))
    .map((limit) => approvalTime(limit));
  return times.length === 0 ? null : Math.min(...times);
}

/** The pending deposit-limit change whose approval time has passed (the blocking popup's subject, LIMIT-026), if any. */
export function depositLimitDue<T extends Pick<Limit, 'limitType' | 'limitState' | 'startedAt' | 'endsAt' | 'needApprove'>>(limits: readonly T[], nowSeconds: number): T | undefined {
  return limits
    .filter((limit) => limit.limitState === 'PENDING' && (DEPOSIT_LIMIT_TYPES as readonly number[]).includes(limit.limitType))
    .sort((a, b) => a.limitType - b.limitType)
    .find((limit) => limit.needApprove || approvalTime(limit) <= nowSeconds);
}

/**
 * How long until the next pending change's approval time, in ms (the refresh timer of LIMIT-028); null when none is
 * in the future. Capped at the longest delay a browser timer takes (about 24.8 days).
 */
export function nextApprovalDelayMs(limits: readonly Pick<Limit, 'limitState' | 'startedAt' | 'endsAt'>[], nowMs: number): number | null {
  const future = limits.filter((limit) => limit.limitState === 'PENDING').map((limit) => approvalTime(limit) * 1000 - nowMs).filter((delay) => delay > 0);
  return future.length === 0 ? null : Math.min(Math.min(...future), 2_147_483_647);
}

/**
 * A pending change locks further loosening of its type (LIMIT-019, docs/decisions.md): while one waits, only a
 * stricter value (which applies at once and drops the waiting change) or cancelling it is allowed.
 */
export function changeLocked(limits: readonly Pick<Limit, 'limitType' | 'limitState' | 'limitValue'>[], limitType: number, requested: number | null): boolean {
  if (!limits.some((limit) => limit.limitType === limitType && limit.limitState === 'PENDING')) return false;
  const current = limits.find((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE')?.limitValue ?? null;
  return classifyChange(current, requested) === 'looser';
}

/** A failed reject keeps the pending change in the local list only when the service said unauthorized or forbidden (LIMIT-020). */
export const keepsRejectedLimit = (statusCode: number | undefined) => statusCode === 401 || statusCode === 403;
