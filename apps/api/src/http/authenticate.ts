import type { Context } from 'hono';

/** Who is calling, for the calls that need a signed-in player (placing and reading coupons). */
export interface AuthenticatedUser {
  userId: number;
}

/** Resolves the request's user; tests inject their own through `createApi({ authenticate })`. */
export type Authenticate = (c: Context) => Promise<AuthenticatedUser | undefined>;

/** A hook that knows nobody: every caller is a visitor (the auth routes provide the real one). */
export const anonymous: Authenticate = async (_c) => undefined;
