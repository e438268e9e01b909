import { CASHBACK_KINDS, ideaBodySchema } from '@bf/api-client/office';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Authenticate } from '../http/authenticate.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { settleCoupons } from '../office/bet-history.ts';
import { settlePending } from '../office/payments.ts';
import {
  applyPromoCode,
  cancelBonus,
  claimCashback,
  listBonuses,
  listPromotions,
  listRewards,
  optInBonus,
  readCashback,
  readReferrals,
  saveIdea,
} from '../office/rewards.ts';
import { OFFICE } from './office-routes.ts';

export interface RewardsRoutesOptions {
  db: Db;
  now: () => Date;
  authenticate: Authenticate;
}

const MAX_ID = 2_147_483_647;
const bonusId = z.string().regex(/^[1-9]\d{0,9}$/, 'Expected a positive whole number').transform(Number).refine((value) => value <= MAX_ID, 'Too large');
const offerBody = z.object({ offerId: z.string().regex(/^[a-z0-9-]{1,32}$/, 'offerId is a lower-case slug') }).strict();
const cashbackKind = z.enum(CASHBACK_KINDS, { error: 'kind must be vip or premium' });
/** A promo code as typed: spaces around it dropped, upper-cased, letters, digits and - only. */
const promoBody = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,32}$/, 'A promo code has 3 to 32 letters, digits or -'),
  })
  .strict();

/**
 * The office's bonuses, cashback, promotions, referrals, rewards and ideas (docs/decisions.md "Office: bonuses, VIP,
 * promotion, referrals, rewards, ideas"). Every call needs a signed-in player and is never cached.
 */
export function rewardsRoutes({ db, now, authenticate }: RewardsRoutesOptions): Hono {
  const app = new Hono();
  const signedIn = async (c: Context): Promise<number> => {
    const user = await authenticate(c);
    if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to use the office' }]);
    c.header('Cache-Control', 'no-store');
    return user.userId;
  };
  /** Money is read after due payments and decided coupons settle into the ledger (as the office's own calls do). */
  const settled = async (c: Context): Promise<number> => {
    const userId = await signedIn(c);
    await settlePending(db, userId, now());
    await settleCoupons(db, userId, 'en', now());
    return userId;
  };

  app.get(`${OFFICE}/bonuses`, async (c) => c.json(await listBonuses(db, await settled(c), now())));
  app.post(`${OFFICE}/bonuses`, async (c) => {
    const userId = await settled(c);
    const body = await parseJsonBody(c, offerBody);
    return c.json({ bonus: await optInBonus(db, userId, body.offerId, now()) }, 201);
  });
  app.post(`${OFFICE}/bonuses/:bonusId/cancel`, async (c) => {
    const userId = await settled(c);
    const id = parseInput(bonusId, c.req.param('bonusId'), 'path');
    return c.json({ bonus: await cancelBonus(db, userId, id, now()) });
  });

  app.get(`${OFFICE}/cashback/:kind`, async (c) => {
    const userId = await settled(c);
    const kind = parseInput(cashbackKind, c.req.param('kind'), 'path');
    return c.json({ cashback: await readCashback(db, userId, kind, now()) });
  });
  app.post(`${OFFICE}/cashback/:kind/claim`, async (c) => {
    const userId = await settled(c);
    const kind = parseInput(cashbackKind, c.req.param('kind'), 'path');
    return c.json(await claimCashback(db, userId, kind, now()));
  });

  app.get(`${OFFICE}/promotions`, async (c) => c.json({ promotions: await listPromotions(db, await signedIn(c), now()) }));
  app.post(`${OFFICE}/promo-codes`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, promoBody);
    return c.json(await applyPromoCode(db, userId, body.code, now()));
  });
  app.get(`${OFFICE}/referrals`, async (c) => c.json(await readReferrals(db, await signedIn(c))));
  app.get(`${OFFICE}/rewards`, async (c) => c.json(await listRewards(db, await signedIn(c))));
  app.post(`${OFFICE}/ideas`, async (c) => {
    const userId = await signedIn(c);
    // The form's own schema (shared with the browser), so the page and the API accept the same ideas.
    const parsed = ideaBodySchema.safeParse(await parseJsonBody(c, z.unknown()));
    if (!parsed.success) {
      throw new ApiError(400, parsed.error.issues.map((issue) => ({ code: 'invalid_body', detail: `${issue.path.join('.') || 'body'}: ${issue.message}` })));
    }
    const body = parsed.data;
    return c.json({ idea: await saveIdea(db, userId, body, now()) }, 201);
  });
  return app;
}
