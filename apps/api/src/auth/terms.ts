import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/validate.ts';
import { authenticate, type AuthDeps } from './auth-context.ts';
import { AuthFailure } from './auth-http.ts';
import type { UserRow } from './users.ts';

/** When the terms last changed: a player who accepted them before this must accept again (spec S2 §4 "Terms"). */
export const TERMS_UPDATED_AT = '2026-01-15T00:00:00.000Z';

/** The terms status call the spec names (S2 §7), and the accept call it leaves unnamed (docs/decisions.md TERMS). */
export const TERMS_STATUS_PATH = '/web-api/api-v3/v2/user/agreement-rules/status';
export const TERMS_CONFIRM_PATH = '/web-api/api-v3/v2/user/agreement-rules/confirm';

/** `exception_code` of the 451 refusal that sends the player to confirm-terms (spec S2 §7, §8). */
export const TERMS_EXCEPTION_CODE = 1;

/** The rules that changed, as the spec's rule items: link, tags and sub-rules by position (TERMS-001). */
export const CHANGED_RULES = [
  { position: 1, link: '/rules/general', tags: ['changed'], subRules: [{ position: 1, link: '/rules/general#accounts', tags: ['changed'] }] },
  { position: 2, link: '/rules/betting', tags: ['changed'], subRules: [{ position: 1, link: '/rules/betting#settlement', tags: [] }] },
  { position: 3, link: '/rules/privacy', tags: ['new'], subRules: [] },
] as const;

/** The player accepted the terms before their last change, or never. */
export function mustAcceptTerms(user: Pick<UserRow, 'terms_accepted_at'>): boolean {
  return user.terms_accepted_at === null || new Date(user.terms_accepted_at).getTime() < Date.parse(TERMS_UPDATED_AT);
}

/** 451 with `exception_code: 1`: every signed-in call but the session, token and terms calls answers it until accepted. */
export function termsRefusal(): ApiError {
  return new ApiError(451, [{ code: 'terms_not_accepted', detail: 'Accept the new terms to continue' }], { exception_code: TERMS_EXCEPTION_CODE });
}

const confirmBody = z.object({ updatedAt: z.string().max(64).optional() }).strict();

/** The terms status and accept calls (TERMS-001, CALL-027 and the accept call of docs/decisions.md). */
export function termsRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  /** `result`: true while the player must accept the terms of `updatedAt`; the changed rules with it. */
  app.get(TERMS_STATUS_PATH, async (c) => {
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw AuthFailure.unauthorized();
    c.header('Cache-Control', 'no-store');
    const changed = mustAcceptTerms(signedIn.user);
    return c.json({ result: changed, updatedAt: TERMS_UPDATED_AT, rules: changed ? CHANGED_RULES : [] });
  });

  /** Accepts the terms of `updatedAt` (the current ones when absent); accepting older terms is refused with 409. */
  app.post(TERMS_CONFIRM_PATH, async (c) => {
    const { updatedAt } = await parseJsonBody(c, confirmBody);
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw AuthFailure.unauthorized();
    if (updatedAt !== undefined && Date.parse(updatedAt) !== Date.parse(TERMS_UPDATED_AT)) {
      throw new ApiError(409, [{ code: 'terms_outdated', detail: 'The terms changed again; read the new ones' }]);
    }
    await deps.db.query('update users set terms_accepted_at = $2 where id = $1', [signedIn.user.id, deps.now().toISOString()]);
    c.header('Cache-Control', 'no-store');
    return c.json({ result: true, updatedAt: TERMS_UPDATED_AT });
  });

  return app;
}
