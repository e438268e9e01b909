import { isFiniteNumber, isInt, isRecord, isStringOfLength, oneOf, orDefault, recordOf } from '../env/guards.ts';
import {
  SYSTEM_MIN_VALUE,
  betIdOf,
  type BetStatusId,
  type ChangeCoefAction,
  type CouponBet,
  type CouponMarket,
  type CouponSettings,
  type PlayersDuel,
  type CouponState,
} from './coupon-types.ts';
import { createDefaultCouponSettings, createDefaultCouponState } from './coupon-defaults.ts';

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

// Checked with guards, not a schema: the saved coupon is restored as the page starts and arrives from other tabs,
// and a validator would put zod in the first-load JS (docs/decisions.md "No validator in the first load").
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;
const isPositive = (value: unknown): value is number => isFiniteNumber(value) && value > 0;
const isNullableNumber = (value: unknown): value is number | null => value === null || isFiniteNumber(value);
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);
const isOptional =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value);
const BET_STATUS_IDS: readonly BetStatusId[] = [-2, -1, 0, 1, 2, 3, 4, 5, 6];
const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [0, 1, 2];

/** The optional fields, added only when the saved object has them (as a parsed object would). */
function withOptional<T extends object>(target: T, source: Record<string, unknown>, keys: readonly string[]): T {
  for (const key of keys) if (key in source) Object.assign(target, { [key]: source[key] });
  return target;
}

function marketOf(value: unknown): CouponMarket | undefined {
  if (!isRecord(value)) return undefined;
  const { id, coef, sportId, typeId, kind, isLive, sportName, champName, gameId, champId, marketName, outcomeName } = value;
  if (!isStringOfLength(id, 1, Infinity) || !isPositive(coef)) return undefined;
  if (![sportId, typeId, kind, gameId, champId].every(isFiniteNumber) || !isBoolean(isLive) || !isString(sportName) || !isString(champName)) return undefined;
  if (!isOptional(isString)(marketName) || !isOptional(isString)(outcomeName)) return undefined;
  const market = { id, coef, sportId, typeId, kind, isLive, sportName, champName, gameId, champId } as CouponMarket;
  return withOptional(market, value, ['marketName', 'outcomeName']);
}

function playersDuelOf(value: unknown): PlayersDuel | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isString(value.player1Name) || !isString(value.player2Name)) return undefined;
  return { player1Name: value.player1Name, player2Name: value.player2Name };
}

/** One saved bet with every field checked, or undefined: a bet that fails is dropped, the others are kept. */
export function couponBetOf(value: unknown): CouponBet | undefined {
  if (!isRecord(value)) return undefined;
  const market = marketOf(value.market);
  const playersDuel = playersDuelOf(value.playersDuel);
  const statusId = oneOf(BET_STATUS_IDS, value.statusId);
  if (!market || playersDuel === undefined || statusId === undefined) return undefined;
  const v = value;
  if (!(v.blockId === null || isInt(v.blockId)) || !isFiniteNumber(v.typeId) || !isString(v.team1Name) || !isString(v.team2Name)) return undefined;
  if (![v.team1Score, v.team2Score, v.statisticId, v.pageType].every(isNullableString)) return undefined;
  if (![v.gameStatusId, v.startTime, v.expressId, v.gameTime].every(isNullableNumber)) return undefined;
  if (![v.isBlocked, v.isDepend, v.isBannedExpress, v.isDisabledBanker, v.isLiveInLive, v.isFinished].every(isBoolean) || !isOptional(isBoolean)(v.isBonusBet)) return undefined;
  const bet = {
    market,
    blockId: v.blockId,
    statusId,
    typeId: v.typeId,
    team1Name: v.team1Name,
    team2Name: v.team2Name,
    team1Score: v.team1Score,
    team2Score: v.team2Score,
    gameStatusId: v.gameStatusId,
    startTime: v.startTime,
    isBlocked: v.isBlocked,
    isDepend: v.isDepend,
    isBannedExpress: v.isBannedExpress,
    isDisabledBanker: v.isDisabledBanker,
    expressId: v.expressId,
    statisticId: v.statisticId,
    playersDuel,
    pageType: v.pageType,
    gameTime: v.gameTime,
    isLiveInLive: v.isLiveInLive,
    isFinished: v.isFinished,
  } as CouponBet;
  return withOptional(bet, v, ['isBonusBet']);
}

const state = createDefaultCouponState();
const settings = createDefaultCouponSettings();

// Field by field: garbage in one field falls back to that field's default and leaves the rest.
function couponFieldsOf(value: Record<string, unknown>): Omit<PersistedCoupon, 'bets' | 'settings'> {
  return {
    typeId: isInt(value.typeId) && value.typeId > 0 ? value.typeId : state.typeId,
    systemValue: isInt(value.systemValue) && value.systemValue >= SYSTEM_MIN_VALUE ? value.systemValue : state.systemValue,
    amount: orDefault(value.amount, isAmount, state.amount),
    amountByBetId: recordOf(value.amountByBetId, isAmount) ?? {},
    amountByBlockId: recordOf(value.amountByBlockId, isAmount) ?? {},
    addedAtByBetId: recordOf(value.addedAtByBetId, isFiniteNumber) ?? {},
    promoCode: orDefault(value.promoCode, isString, state.promoCode),
    manualPromoCode: orDefault(value.manualPromoCode, isString, state.manualPromoCode),
    manuallyDeletedBonusBet: orDefault(value.manuallyDeletedBonusBet, isBoolean, state.manuallyDeletedBonusBet),
    isActiveSystemBanker: orDefault(value.isActiveSystemBanker, isBoolean, state.isActiveSystemBanker),
    isActiveAutoMax: orDefault(value.isActiveAutoMax, isBoolean, state.isActiveAutoMax),
    isActiveVipBet: orDefault(value.isActiveVipBet, isBoolean, state.isActiveVipBet),
    isCouponLoadedFromCode: orDefault(value.isCouponLoadedFromCode, isBoolean, state.isCouponLoadedFromCode),
    expressId: orDefault(value.expressId, isNullableNumber, state.expressId),
  };
}

function settingsOf(value: Record<string, unknown>): CouponSettings {
  return {
    amountStepByCurrencyIso: recordOf(value.amountStepByCurrencyIso, isPositive) ?? {},
    isManualAmountStep: orDefault(value.isManualAmountStep, isBoolean, settings.isManualAmountStep),
    changeCoefAction: oneOf(CHANGE_COEF_ACTIONS, value.changeCoefAction) ?? settings.changeCoefAction,
    isAutoMax: orDefault(value.isAutoMax, isBoolean, settings.isAutoMax),
    isVipBet: orDefault(value.isVipBet, isBoolean, settings.isVipBet),
    isBalanceShown: orDefault(value.isBalanceShown, isBoolean, settings.isBalanceShown),
    isPossibleWinShown: orDefault(value.isPossibleWinShown, isBoolean, settings.isPossibleWinShown),
    isSelectAccountShown: orDefault(value.isSelectAccountShown, isBoolean, settings.isSelectAccountShown),
    isCouponFixed: orDefault(value.isCouponFixed, isBoolean, settings.isCouponFixed),
    oneClickAmount: orDefault(value.oneClickAmount, isAmount, settings.oneClickAmount),
    isActiveOneClick: orDefault(value.isActiveOneClick, isBoolean, settings.isActiveOneClick),
    exactCoef: orDefault(value.exactCoef, isAmount, settings.exactCoef),
    isDropOnScoreChange: orDefault(value.isDropOnScoreChange, isBoolean, settings.isDropOnScoreChange),
    expressId: orDefault(value.expressId, isNullableNumber, settings.expressId),
    bonusAccountOneClickAmount: orDefault(value.bonusAccountOneClickAmount, isAmount, settings.bonusAccountOneClickAmount),
  };
}

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
    const bet = couponBetOf(candidate);
    if (!bet || seen.has(betIdOf(bet))) continue;
    seen.add(betIdOf(bet));
    bets.push(bet);
  }
  const fields = couponFieldsOf(value);
  const savedSettings = settingsOf(isRecord(value.settings) ? value.settings : {});
  return { bets, ...fields, settings: savedSettings };
}
