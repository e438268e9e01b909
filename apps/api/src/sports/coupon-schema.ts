import { z } from 'zod';
import { BANKER_BLOCK_ID, isCents, roundMoney } from './coupon-math.ts';

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
/** 0: a system's banker; 1 … 30: a block coupon's block. */
const blockId = z.number().int().min(BANKER_BLOCK_ID).max(MAX_COUPON_BETS).nullable().optional();

/** A bet as the coupon holds it (COUPON-006/007): `market.id` is the outcome's id, `market.coef` the price the player saw. */
const couponBet = z.object({
  market: z.object({ id, coef, isLive: z.boolean().optional() }),
  /** Singles: this bet's own stake (default: the coupon's amount). */
  amount: money.optional(),
  blockId,
});

/** The short form: `{ outcomeId, coef }`. */
const flatBet = z.object({ outcomeId: id, coef, isLive: z.boolean().optional(), amount: money.optional(), blockId });

const bet = z.union([couponBet, flatBet]).transform((value) =>
  'market' in value
    ? { outcomeId: value.market.id, coef: value.market.coef, isLive: value.market.isLive, amount: value.amount, blockId: value.blockId ?? null }
    : { outcomeId: value.outcomeId, coef: value.coef, isLive: value.isLive, amount: value.amount, blockId: value.blockId ?? null },
);

/**
 * The coupon submission object (COUPON-005). Read: typeId (1 express, 2 system, 3 chain, 4 blocks, 9 singles), amount,
 * bets (with `blockId`: 0 for a system's bankers, 1 … for a block coupon's blocks), amountByBlockId (blocks' stakes),
 * changeCoefAction (0 confirm every change, 1 accept any, 2 accept increases; default 2), systemValue, accountId.
 * The other fields (coef, coefByView, exactCoef, refId, userId, hyper bonus…) are accepted and ignored: the server
 * prices the coupon itself and knows the user from the token.
 */
export const couponSubmission = z
  .object({
    typeId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(9)], {
      error: 'typeId must be 1 (express), 2 (system), 3 (chain), 4 (blocks) or 9 (singles)',
    }),
    amount: money,
    amountByBlockId: z.record(z.string(), money).optional(),
    bets: z.array(bet).min(1, 'a coupon needs at least one bet').max(MAX_COUPON_BETS, `at most ${MAX_COUPON_BETS} bets`),
    changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
    systemValue: z.number().int().optional(),
    accountId: id.optional(),
  })
  .superRefine((value, ctx) => {
    const outcomes = value.bets.map((item) => item.outcomeId);
    const repeated = outcomes.find((outcome, index) => outcomes.indexOf(outcome) !== index);
    if (repeated !== undefined) ctx.addIssue({ code: 'custom', path: ['bets'], message: `outcome ${repeated} appears twice` });
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (value.typeId === 2) {
      // Bankers (block 0) must all win; the system runs over the other bets.
      const n = value.bets.filter((item) => item.blockId !== BANKER_BLOCK_ID).length;
      const banker = n < value.bets.length ? ' besides the bankers' : '';
      if (value.systemValue === undefined) issue(['systemValue'], 'a system needs systemValue');
      else if (value.systemValue < 2 || value.systemValue >= n) issue(['systemValue'], `systemValue must be at least 2 and less than the ${n} bets${banker}`);
      value.bets.forEach((item, index) => {
        if (item.blockId !== null && item.blockId !== BANKER_BLOCK_ID) issue(['bets', index, 'blockId'], 'a system takes only block 0 (bankers)');
      });
    } else if (value.typeId === 4) {
      const used = new Set<string>();
      value.bets.forEach((item, index) => {
        if (item.blockId === null || item.blockId === BANKER_BLOCK_ID) issue(['bets', index, 'blockId'], 'every bet of a block coupon needs a block from 1');
        else used.add(String(item.blockId));
      });
      if (used.size < 2) issue(['bets'], 'a block coupon needs at least 2 blocks');
      const stakes = value.amountByBlockId ?? {};
      for (const block of used) if (stakes[block] === undefined) issue(['amountByBlockId', block], `block ${block} needs a stake`);
      for (const block of Object.keys(stakes)) if (!used.has(block)) issue(['amountByBlockId', block], `no bet is in block ${block}`);
      const total = roundMoney([...used].reduce((sum, block) => sum + (stakes[block] ?? 0), 0));
      if (Math.abs(total - value.amount) > 0.001) issue(['amount'], `amount must be the sum of the blocks' stakes (${total})`);
    } else if (value.bets.some((item) => item.blockId !== null)) {
      issue(['bets'], 'only a system (bankers) or a block coupon takes blockId');
    }
    if (value.typeId === 3 && value.bets.length < 2) issue(['bets'], 'a chain needs at least 2 bets');
    if (value.typeId !== 4 && value.amountByBlockId !== undefined && Object.keys(value.amountByBlockId).length > 0) {
      issue(['amountByBlockId'], 'only a block coupon takes amountByBlockId');
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
