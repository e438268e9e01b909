import { Hono } from 'hono';
import { z } from 'zod';
import { IDENTIFICATION_PROVIDERS } from '@bf/api-client/office-care';
import { authenticate, type AuthDeps } from '../auth/auth-context.ts';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/validate.ts';
import { OFFICE } from './office-routes.ts';

const identifyBody = z.object({ provider: z.enum(IDENTIFICATION_PROVIDERS, { error: `provider must be one of ${IDENTIFICATION_PROVIDERS.join(', ')}` }) }).strict();

/**
 * The identification modal's calls (UCFG-036; docs/decisions.md "Identification modal"): the providers on offer (the
 * site's face-id check and an alternative provider) and identification through one of them. The reference API has no
 * KYC: the simulated provider identifies the player at once, which clears `is_need_identification` in the same
 * in-memory flags the test hook sets (a player nobody asked to identify is refused with 409).
 */
export function identificationRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  const signedInUser = async (c: Parameters<typeof authenticate>[0]) => {
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to identify' }]);
    c.header('Cache-Control', 'no-store');
    return signedIn.user.id;
  };

  app.get(`${OFFICE}/identification/providers`, async (c) => {
    await signedInUser(c);
    return c.json({ providers: [...IDENTIFICATION_PROVIDERS] });
  });

  app.post(`${OFFICE}/identification`, async (c) => {
    const userId = await signedInUser(c);
    const { provider } = await parseJsonBody(c, identifyBody);
    const flags = deps.identification.get(userId);
    if (!flags?.is_need_identification) throw new ApiError(409, [{ code: 'not_needed', detail: 'This player needs no identification' }]);
    deps.identification.set(userId, { ...flags, is_need_identification: false });
    return c.json({ identification: { provider, status: 'identified' as const } });
  });

  return app;
}
