// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';

// The coupon calls' shapes (docs/decisions.md CALL-001; docs/api-sports.md "Coupon endpoints").

/** The market of a placed or loaded bet: COUPON-006 plus the names the feed gives. Unknown extra fields are ignored. */
export const placedBetMarketSchema = z.object({
  /** The outcome's id; also the bet's id in the coupon. */
  id: z.int(),
  coef: z.number(),
  sportId: z.int(),
  typeId: z.int(),
  kind: z.int(),
  isLive: z.boolean(),
  sportName: z.string(),
  champName: z.string(),
  gameId: z.int(),
  champId: z.int(),
  marketId: z.int(),
  marketName: z.string(),
  /** The outcome's name ('1', 'Over 2.5'…). */
  name: z.string(),
  param: z.nullable(z.number()),
});
export type PlacedBetMarket = z.infer<typeof placedBetMarketSchema>;

const scoreSchema = z.object({ team1: z.number(), team2: z.number() });

/** One bet of a placed (or loaded) coupon (COUPON-007). */
export const placedBetSchema = z.object({
  market: placedBetMarketSchema,
  team1: z.string(),
  team2: z.string(),
  score: z.nullable(scoreSchema),
  gameStatusId: z.int(),
  startAt: z.string(),
  isBlocked: z.boolean(),
  /** Bet status id (spec: S1 §4): -2 not calculated, -1 game not started, 0 lose, 1 win, … */
  statusId: z.int(),
  /** Singles: this bet's own stake and return. */
  amount: z.optional(z.number()),
  possibleWin: z.optional(z.number()),
  /** A system's banker (0) or the block of a block coupon (1, 2, …); absent otherwise. */
  blockId: z.optional(z.nullable(z.int())),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

/** A coupon the server stored: what `place` answers and the print page shows. */
export const placedCouponSchema = z.object({
  id: z.int().check(z.positive()),
  /** The 8-character code a player shares; `load/{code}` reads it back. */
  code: z.string().check(z.minLength(1)),
  typeId: z.int(),
  systemValue: z.nullable(z.int()),
  /** Block coupons: each block's stake. */
  amountByBlockId: z.optional(z.nullable(z.record(z.string(), z.number()))),
  accountId: z.int(),
  iso: z.string(),
  amount: z.number(),
  /** null for singles. */
  coef: z.nullable(z.number()),
  possibleWin: z.number(),
  minPossibleWin: z.number(),
  statusId: z.int(),
  payout: z.nullable(z.number()),
  createdAt: z.string(),
  bets: z.array(placedBetSchema),
});
export type PlacedCouponView = z.infer<typeof placedCouponSchema>;

/** `POST place` and `GET {couponId}`: `{ coupon }`. */
export const couponResponseSchema = z.object({ coupon: placedCouponSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/** `GET load/{code}`: the shared coupon with today's prices; `bets` is always an array (COUPON-053). */
export const loadedCouponSchema = z.object({
  code: z.string(),
  typeId: z.int(),
  systemValue: z.nullable(z.int()),
  amount: z.number(),
  /** Block coupons: each block's stake. */
  amountByBlockId: z.optional(z.record(z.string(), z.number())),
  bets: z.array(placedBetSchema),
});
export type LoadedCouponView = z.infer<typeof loadedCouponSchema>;

/** `POST save`: the shareable code of a saved (not placed) coupon. */
export const savedCouponSchema = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{4,16}$/)) });
export type SavedCouponView = z.infer<typeof savedCouponSchema>;

/** `GET history`: the player's coupons, newest first. */
export const couponHistorySchema = z.object({ coupons: z.array(placedCouponSchema) });
export type CouponHistory = z.infer<typeof couponHistorySchema>;

/** A selection as `place` reads it: the outcome's id and the price the player saw (COUPON-006). */
export const couponPlaceBetSchema = z.object({
  market: z.object({ id: z.union([z.int(), z.string()]), coef: z.number().check(z.positive()), isLive: z.optional(z.boolean()) }),
  /** Singles only: this bet's own stake. */
  amount: z.optional(z.number().check(z.positive())),
  /** A system's banker (0) or the block of a block coupon (1, 2, …). */
  blockId: z.optional(z.int().check(z.nonnegative())),
});
export type CouponPlaceBet = z.infer<typeof couponPlaceBetSchema>;

/**
 * The body of `place`: the coupon submission object (COUPON-005) as the wire carries it. The server reads typeId,
 * amount, bets, changeCoefAction, systemValue and accountId; it prices the coupon itself, so the other fields are
 * sent for the record and may be ignored.
 */
export const couponPlaceBodySchema = z.object({
  typeId: z.int().check(z.positive()),
  amount: z.number().check(z.positive()),
  bets: z.array(couponPlaceBetSchema).check(z.minLength(1)),
  changeCoefAction: z.literal([0, 1, 2]),
  systemValue: z.optional(z.int()),
  accountId: z.optional(z.int()),
  id: z.optional(z.nullable(z.string())),
  amountByBlockId: z.optional(z.record(z.string(), z.number())),
  coef: z.optional(z.number()),
  coefByView: z.optional(z.string()),
  coefViewId: z.optional(z.int()),
  exactCoef: z.optional(z.number()),
  isDropOnScoreChange: z.optional(z.boolean()),
  prepaidAmount: z.optional(z.number()),
  refId: z.optional(z.int()),
  userId: z.optional(z.int()),
  hyperBonusPercent: z.optional(z.number()),
  minHyperBonusBetLimit: z.optional(z.number()),
  maxHyperBonusLimit: z.optional(z.number()),
  promoCode: z.optional(z.string()),
  isVipBet: z.optional(z.boolean()),
  /** The express bonus multiplier the player saw (spec: S1 §5). */
  bonusCoef: z.optional(z.number()),
});
export type CouponPlaceBody = z.infer<typeof couponPlaceBodySchema>;

// — Errors of `place` (each a JSON-API item with `meta`) ———————————————————————————————

const outcomeMeta = z.object({ outcomeId: z.int(), gameId: z.optional(z.int()) });

/** `meta` of each coupon error code the server documents. */
export const couponErrorMetaSchemas = {
  odds_changed: z.object({ outcomeId: z.int(), previousCoef: z.number(), coef: z.number() }),
  market_blocked: outcomeMeta,
  game_started: outcomeMeta,
  game_finished: outcomeMeta,
  outcome_not_found: outcomeMeta,
  dependent_bets: z.object({ gameId: z.int() }),
  amount_below_min: z.object({ min: z.number(), iso: z.string() }),
  amount_above_max: z.object({ max: z.number(), iso: z.string() }),
  max_payout_exceeded: z.object({ maxPayout: z.number(), iso: z.string() }),
  insufficient_funds: z.object({ balance: z.number(), iso: z.string() }),
} as const;

type MetaOf<C extends keyof typeof couponErrorMetaSchemas> = z.infer<(typeof couponErrorMetaSchemas)[C]>;

/** Codes whose error carries no facts beyond its text. */
export const COUPON_PLAIN_ERROR_CODES = ['account_not_found', 'idempotency_key_reused', 'unauthorized', 'invalid_body', 'invalid_header', 'invalid_query'] as const;
export type CouponPlainErrorCode = (typeof COUPON_PLAIN_ERROR_CODES)[number];

/** One reason a placement was refused, with its facts. */
export type CouponError =
  | { [C in keyof typeof couponErrorMetaSchemas]: { code: C; detail: string } & MetaOf<C> }[keyof typeof couponErrorMetaSchemas]
  | { code: CouponPlainErrorCode; detail: string }
  | { code: 'unknown'; rawCode: string | number; detail: string };

export type CouponErrorCode = CouponError['code'];
