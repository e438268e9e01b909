// zod/mini: the same checks at a fraction of the bundle size, since restoring runs in the browser.
import * as z from 'zod/mini';
import {
  SYSTEM_MIN_VALUE,
  betIdOf,
  createDefaultCouponSettings,
  createDefaultCouponState,
  type CouponBet,
  type CouponSettings,
  type CouponState,
} from './coupon-types.ts';

// A saved coupon: what survives a reload and travels between tabs. spec: RULES COUPON-053, a saved coupon
// is restored only if its bets is an array; every other field is checked and garbage falls back to the default.

/** The coupon fields that are saved, with the player's settings. */
export interface PersistedCoupon
  extends Pick<
    CouponState,
    | 'bets'
    | 'typeId'
    | 'systemValue'
    | 'amount'
    | 'amountByBetId'
    | 'amountByBlockId'
    | 'addedAtByBetId'
    | 'promoCode'
    | 'manualPromoCode'
    | 'manuallyDeletedBonusBet'
    | 'isActiveSystemBanker'
    | 'isActiveAutoMax'
    | 'isActiveVipBet'
    | 'isCouponLoadedFromCode'
    | 'expressId'
  > {
  settings: CouponSettings;
}

/** A value nobody may change, all the way down (a Valtio snapshot is one). */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

const amount = z.lazy(() => z.number().check(z.nonnegative()));
const amountRecord = z.lazy(() => z.record(z.string(), amount));

const marketSchema = z.lazy(() => z.object({
  id: z.string().check(z.minLength(1)),
  coef: z.number().check(z.positive()),
  sportId: z.number(),
  typeId: z.number(),
  kind: z.number(),
  isLive: z.boolean(),
  sportName: z.string(),
  champName: z.string(),
  gameId: z.number(),
  champId: z.number(),
  marketName: z.optional(z.string()),
  outcomeName: z.optional(z.string()),
}));

/** One saved bet; a bet that fails is dropped, the others are kept. */
export const couponBetSchema = z.lazy(() => z.object({
  market: marketSchema,
  blockId: z.nullable(z.int()),
  statusId: z.literal([-2, -1, 0, 1, 2, 3, 4, 5, 6]),
  typeId: z.number(),
  team1Name: z.string(),
  team2Name: z.string(),
  team1Score: z.nullable(z.string()),
  team2Score: z.nullable(z.string()),
  gameStatusId: z.nullable(z.number()),
  startTime: z.nullable(z.number()),
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  expressId: z.nullable(z.number()),
  statisticId: z.nullable(z.string()),
  playersDuel: z.nullable(z.object({ player1Name: z.string(), player2Name: z.string() })),
  pageType: z.nullable(z.string()),
  gameTime: z.nullable(z.number()),
  isLiveInLive: z.boolean(),
  isFinished: z.boolean(),
  isBonusBet: z.optional(z.boolean()),
}));

// The schema and the CouponBet type must describe the same thing: this line stops compiling if they drift.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const _betSchemaMatchesType: Same<z.infer<typeof couponBetSchema>, CouponBet> = true;
void _betSchemaMatchesType;

const state = createDefaultCouponState();
const settings = createDefaultCouponSettings();

// Field by field: garbage in one field falls back to that field's default and leaves the rest.
const couponFieldsSchema = z.lazy(() => z.object({
  typeId: z.catch(z.int().check(z.positive()), state.typeId),
  systemValue: z.catch(z.int().check(z.gte(SYSTEM_MIN_VALUE)), state.systemValue),
  amount: z.catch(amount, state.amount),
  amountByBetId: z.catch(amountRecord, () => ({})),
  amountByBlockId: z.catch(amountRecord, () => ({})),
  addedAtByBetId: z.catch(z.record(z.string(), z.number()), () => ({})),
  promoCode: z.catch(z.string(), state.promoCode),
  manualPromoCode: z.catch(z.string(), state.manualPromoCode),
  manuallyDeletedBonusBet: z.catch(z.boolean(), state.manuallyDeletedBonusBet),
  isActiveSystemBanker: z.catch(z.boolean(), state.isActiveSystemBanker),
  isActiveAutoMax: z.catch(z.boolean(), state.isActiveAutoMax),
  isActiveVipBet: z.catch(z.boolean(), state.isActiveVipBet),
  isCouponLoadedFromCode: z.catch(z.boolean(), state.isCouponLoadedFromCode),
  expressId: z.catch(z.nullable(z.number()), state.expressId),
}));

const settingsSchema = z.lazy(() => z.object({
  amountStepByCurrencyIso: z.catch(z.record(z.string(), z.number().check(z.positive())), () => ({})),
  isManualAmountStep: z.catch(z.boolean(), settings.isManualAmountStep),
  changeCoefAction: z.catch(z.literal([0, 1, 2]), settings.changeCoefAction),
  isAutoMax: z.catch(z.boolean(), settings.isAutoMax),
  isVipBet: z.catch(z.boolean(), settings.isVipBet),
  isBalanceShown: z.catch(z.boolean(), settings.isBalanceShown),
  isPossibleWinShown: z.catch(z.boolean(), settings.isPossibleWinShown),
  isSelectAccountShown: z.catch(z.boolean(), settings.isSelectAccountShown),
  isCouponFixed: z.catch(z.boolean(), settings.isCouponFixed),
  oneClickAmount: z.catch(amount, settings.oneClickAmount),
  isActiveOneClick: z.catch(z.boolean(), settings.isActiveOneClick),
  exactCoef: z.catch(amount, settings.exactCoef),
  isDropOnScoreChange: z.catch(z.boolean(), settings.isDropOnScoreChange),
  expressId: z.catch(z.nullable(z.number()), settings.expressId),
  bonusAccountOneClickAmount: z.catch(amount, settings.bonusAccountOneClickAmount),
}));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved part of a coupon and its settings. */
export function toPersistedCoupon(coupon: DeepReadonly<PersistedCoupon>): DeepReadonly<PersistedCoupon> {
  return {
    bets: coupon.bets,
    typeId: coupon.typeId,
    systemValue: coupon.systemValue,
    amount: coupon.amount,
    amountByBetId: coupon.amountByBetId,
    amountByBlockId: coupon.amountByBlockId,
    addedAtByBetId: coupon.addedAtByBetId,
    promoCode: coupon.promoCode,
    manualPromoCode: coupon.manualPromoCode,
    manuallyDeletedBonusBet: coupon.manuallyDeletedBonusBet,
    isActiveSystemBanker: coupon.isActiveSystemBanker,
    isActiveAutoMax: coupon.isActiveAutoMax,
    isActiveVipBet: coupon.isActiveVipBet,
    isCouponLoadedFromCode: coupon.isCouponLoadedFromCode,
    expressId: coupon.expressId,
    settings: coupon.settings,
  };
}

/** Plain objects with their keys sorted, so one coupon always gives one string (a tab can tell its own echo). */
const sortedKeys = (_key: string, value: unknown): unknown =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value;

/** The coupon as a string for storage or another tab; the same coupon always gives the same string. */
export function serialiseCoupon(coupon: DeepReadonly<PersistedCoupon>): string {
  return JSON.stringify(toPersistedCoupon(coupon), sortedKeys);
}

/**
 * A saved coupon read back, or null when there is none: `raw` is the saved string (or its parsed value).
 * Restored only if `bets` is an array; invalid bets are dropped (and repeats of one id), other bad fields take their defaults.
 */
export function restoreCoupon(raw: unknown): PersistedCoupon | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || !Array.isArray(value.bets)) return null;
  const seen = new Set<string>();
  const bets: CouponBet[] = [];
  for (const candidate of value.bets as unknown[]) {
    const parsed = couponBetSchema.safeParse(candidate);
    if (!parsed.success || seen.has(betIdOf(parsed.data))) continue;
    seen.add(betIdOf(parsed.data));
    bets.push(parsed.data);
  }
  const fields = couponFieldsSchema.parse(value);
  const savedSettings = settingsSchema.parse(isRecord(value.settings) ? value.settings : {});
  return { bets, ...fields, settings: savedSettings };
}
