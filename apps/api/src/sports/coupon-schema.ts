import { z } from 'zod';
import { isCents } from './coupon-math.ts';

/** Most bets one coupon may hold. */
export const MAX_COUPON_BETS = 30;

const money = z
  .number()
  .finite()
  .positive('must be more than 0')
  .max(1_000_000_000)
  .refine(isCents, 'must have at most two decimals');

const coef = z.number().finite().min(1.001).max(100_000);
const id = z.number().int().positive().max(2_147_483_647);

/** A bet as the coupon holds it (COUPON-006/007): `market.id` is the outcome's id, `market.coef` the price the player saw. */
const couponBet = z.object({
  market: z.object({ id, coef, isLive: z.boolean().optional() }),
  /** Singles: this bet's own stake (default: the coupon's amount). */
  amount: money.optional(),
});

/** The short form: `{ outcomeId, coef }`. */
const flatBet = z.object({ outcomeId: id, coef, isLive: z.boolean().optional(), amount: money.optional() });

const bet = z.union([couponBet, flatBet]).transform((value) =>
  'market' in value
    ? { outcomeId: value.market.id, coef: value.market.coef, isLive: value.market.isLive, amount: value.amount }
    : { outcomeId: value.outcomeId, coef: value.coef, isLive: value.isLive, amount: value.amount },
);

/**
 * The coupon submission object (COUPON-005). Read: typeId (1 express, 2 system, 9 singles), amount, bets,
 * changeCoefAction (0 confirm every change, 1 accept any, 2 accept increases; default 2), systemValue, accountId.
 * The other fields (coef, coefByView, exactCoef, refId, userId, hyper bonus…) are accepted and ignored: the server
 * prices the coupon itself and knows the user from the token.
 */
export const couponSubmission = z
  .object({
    typeId: z.union([z.literal(1), z.literal(2), z.literal(9)], { error: 'typeId must be 1 (express), 2 (system) or 9 (singles)' }),
    amount: money,
    bets: z.array(bet).min(1, 'a coupon needs at least one bet').max(MAX_COUPON_BETS, `at most ${MAX_COUPON_BETS} bets`),
    changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
    systemValue: z.number().int().optional(),
    accountId: id.optional(),
  })
  .superRefine((value, ctx) => {
    const outcomes = value.bets.map((item) => item.outcomeId);
    const repeated = outcomes.find((outcome, index) => outcomes.indexOf(outcome) !== index);
    if (repeated !== undefined) ctx.addIssue({ code: 'custom', path: ['bets'], message: `outcome ${repeated} appears twice` });
    if (value.typeId === 2) {
      const n = value.bets.length;
      if (value.systemValue === undefined) ctx.addIssue({ code: 'custom', path: ['systemValue'], message: 'a system needs systemValue' });
      else if (value.systemValue < 2 || value.systemValue >= n) {
        ctx.addIssue({ code: 'custom', path: ['systemValue'], message: `systemValue must be at least 2 and less than the ${n} bets` });
      }
    }
    if (value.typeId !== 9 && value.bets.some((item) => item.amount !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['bets'], message: 'only singles take a stake per bet' });
    }
  });

export type CouponSubmission = z.output<typeof couponSubmission>;

/** `Idempotency-Key`: what a client sends again, unchanged, when it retries the same placement. */
export const idempotencyKey = z
  .string({ error: 'Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'Idempotency-Key must be 1 to 128 letters, digits or _ . : -');
