import { DEPOSIT_LIMIT_TYPES, DEPOSIT_NO_LIMIT, type Limit } from './limit-rules.ts';

/**
 * What the deposit page says about deposit limits (docs/decisions.md "Responsible gaming (session 7)", the regulator's
 * prompt before a first deposit): `none` asks the player to set one, `set` links to the ones they have; null while
 * the limits are unknown (nothing is said rather than the wrong thing). A pending limit counts: it is on its way.
 */
export function depositLimitPrompt(limits: readonly Limit[] | undefined): 'none' | 'set' | null {
  if (!limits) return null;
  const hasLimit = limits.some(
    (limit) => (DEPOSIT_LIMIT_TYPES as readonly number[]).includes(limit.limitType) && limit.limitState !== 'INACTIVE' && limit.limitValue !== null && limit.limitValue < DEPOSIT_NO_LIMIT,
  );
  return hasLimit ? 'set' : 'none';
}
