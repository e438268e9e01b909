// The office's bonus, cashback, promotion, referral, rewards and ideas calls (docs/decisions.md "Office: bonuses,
// VIP, promotion, referrals, rewards, ideas"). zod/mini: these run in the browser too. The reference API answers with
// these very types. Money is an exact decimal string plus integer minor units, never a float.
import * as z from 'zod/mini';
import { decimalMoney, minorUnits } from './office-schemas.ts';

/** A deposit bonus on offer: a percent of a deposit, up to a cap, to wager `wagerMultiplier` times. */
export const bonusOfferSchema = z.object({
  id: z.string(),
  percent: z.int(),
  maxBonusMinor: minorUnits,
  minDepositMinor: minorUnits,
  wagerMultiplier: z.int(),
  iso: z.string(),
  /** The successful deposit the bonus would be counted from (the latest one not yet used for a bonus), or null. */
  depositMinor: z.nullable(minorUnits),
  /** What the player would get now, or null when no deposit qualifies. */
  bonusMinor: z.nullable(minorUnits),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

export const PLAYER_BONUS_STATUSES = ['active', 'wagered', 'cancelled'] as const;
/** A bonus the player opted in to, with its wagering progress. */
export const playerBonusSchema = z.object({
  id: z.int(),
  offerId: z.string(),
  status: z.enum(PLAYER_BONUS_STATUSES),
  iso: z.string(),
  bonusMinor: minorUnits,
  wagerRequiredMinor: minorUnits,
  wageredMinor: minorUnits,
  createdAt: z.string(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

export const bonusesResponseSchema = z.object({ offers: z.array(bonusOfferSchema), bonuses: z.array(playerBonusSchema) });
export type BonusesResponse = z.infer<typeof bonusesResponseSchema>;
export const playerBonusResponseSchema = z.object({ bonus: playerBonusSchema });

export const CASHBACK_KINDS = ['vip', 'premium'] as const;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];
/** A cashback programme's state: the level from the last 30 days' stakes and what can be claimed now. */
export const cashbackSchema = z.object({
  kind: z.enum(CASHBACK_KINDS),
  level: z.int(),
  levels: z.array(z.object({ level: z.int(), minStakesMinor: minorUnits, percent: z.int() })),
  percent: z.int(),
  stakesMinor: minorUnits,
  /** Stakes minus wins since the last claim (never below 0). */
  lossMinor: minorUnits,
  amount: decimalMoney,
  amountMinor: minorUnits,
  iso: z.string(),
  lastClaimAt: z.nullable(z.string()),
});
export type Cashback = z.infer<typeof cashbackSchema>;
export const cashbackResponseSchema = z.object({ cashback: cashbackSchema });
export const cashbackClaimResponseSchema = z.object({ claimedMinor: minorUnits, cashback: cashbackSchema });

/** A public promotion: a code and what it gives. */
export const promotionSchema = z.object({ code: z.string(), rewardMinor: minorUnits, iso: z.string(), endsAt: z.string(), isRedeemed: z.boolean() });
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionsResponseSchema = z.object({ promotions: z.array(promotionSchema) });
export const promoApplyResponseSchema = z.object({ code: z.string(), kind: z.enum(['bonus', 'referral']), rewardMinor: minorUnits, iso: z.string() });
export type PromoApplyResult = z.infer<typeof promoApplyResponseSchema>;

/** The player's referral code and the friends who entered it. */
export const referralsResponseSchema = z.object({
  code: z.string(),
  rewardMinor: minorUnits,
  iso: z.string(),
  friends: z.array(z.object({ login: z.string(), joinedAt: z.string(), hasDeposit: z.boolean() })),
});
export type Referrals = z.infer<typeof referralsResponseSchema>;

export const REWARD_KINDS = ['bonus', 'promo', 'cashback', 'referral'] as const;
export const rewardsResponseSchema = z.object({
  totalMinor: minorUnits,
  iso: z.string(),
  rewards: z.array(z.object({ id: z.int(), kind: z.enum(REWARD_KINDS), amountMinor: minorUnits, iso: z.string(), createdAt: z.string() })),
});
export type Rewards = z.infer<typeof rewardsResponseSchema>;

export const IDEA_TOPICS = ['sports', 'casino', 'payments', 'site', 'other'] as const;
export type IdeaTopic = (typeof IDEA_TOPICS)[number];
export const IDEA_TEXT_MIN = 10;
export const IDEA_TEXT_MAX = 2000;
/** The idea form's body: the same checks in the browser and in the reference API. */
export const ideaBodySchema = z.strictObject({
  topic: z.enum(IDEA_TOPICS),
  text: z.string().check(z.trim(), z.minLength(IDEA_TEXT_MIN), z.maxLength(IDEA_TEXT_MAX)),
});
export type IdeaBody = z.infer<typeof ideaBodySchema>;
export const ideaResponseSchema = z.object({ idea: z.object({ id: z.int(), topic: z.enum(IDEA_TOPICS), createdAt: z.string() }) });
