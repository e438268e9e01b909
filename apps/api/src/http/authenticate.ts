import type { Context } from 'hono';

/** Who is calling, for the calls that need a signed-in player (placing and reading coupons). */
export interface AuthenticatedUser {
  userId: number;
}

/** Resolves the request's user; tests inject their own through `createApi({ authenticate })`. */
export type Authenticate = (c: Context) => Promise<AuthenticatedUser | undefined>;

/**
 * The API's default hook: the player behind the request's token, or undefined for a visitor.
 * It answers undefined for now, so coupon placement is refused with 401 until sign-in is wired in here
 * (the auth routes own the tokens and sessions).
 */
export const authenticate: Authenticate = async (_c) => undefined;
