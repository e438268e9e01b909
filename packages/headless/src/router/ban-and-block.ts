import type { Block } from '@bf/api-client/blocks/block';
import type { RedirectLight } from '@bf/api-client/redirects/redirect-light';
import type { SessionSnapshot } from '../session/read-session.ts';
import { safeReturnPath } from './safe-return-path.ts';

/** Ban thresholds (spec: S2 §9 "Ban thresholds 45 and 53"). */
export const BAN_THRESHOLD = { base: 45, versionOne: 53 } as const;

/** The force-geo-off cookie: `1` ignores a template-1 (geo) block (spec: S2 §4; GUARD-035). */
export const FORCE_GEO_OFF_COOKIE = 'force_geo_off';

/** A user is banned if ban_level is above 0 (spec: S2 §4; GUARD-031). */
export const isBanned = (session: SessionSnapshot): boolean => session.banLevel > 0;

/**
 * The ban level from which a banned player may still reach the deduce (withdrawal) route: 53 when the ban is
 * "banned level 1" (the token's `ban_version` is 1), else 45 (spec: S2 §2, §9; GUARD-027; docs/decisions.md).
 */
export const deduceBanThreshold = (session: SessionSnapshot): number => (session.banVersion === 1 ? BAN_THRESHOLD.versionOne : BAN_THRESHOLD.base);

/** A banned player reaches the deduce route only at or above its threshold (GUARD-027, GUARD-028). */
export const mayDeduceWhileBanned = (session: SessionSnapshot): boolean => isBanned(session) && session.banLevel >= deduceBanThreshold(session);

/**
 * The blocking reason of a block check: display type 1 takes it from the template type (GUARD-034); a
 * template-1 block is ignored when the force-geo-off cookie is 1 (GUARD-035). Undefined: not blocked.
 */
export function blockingReasonOf(block: Block | undefined, cookies: Record<string, string>): number | undefined {
  if (!block || block.displayTypeId !== 1 || block.templateTypeId === null || block.templateTypeId <= 0) return undefined;
  if (block.templateTypeId === 1 && cookies[FORCE_GEO_OFF_COOKIE] === '1') return undefined;
  return block.templateTypeId;
}

/**
 * The page each blocking reason sends to (spec: S2 §2): 1, 2, 3, 5 and 14 block (GUARD-036); 4 site-updates
 * (GUARD-037, docs/decisions.md); 13 block-ua; 17 block-ie; 8 coming-soon; 16 suspension (GUARD-038 to GUARD-041).
 */
export const BLOCKING_REASON_ROUTES: Readonly<Record<number, string>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  4: 'site-updates',
  13: 'block-ua',
  17: 'block-ie',
  8: 'coming-soon',
  16: 'suspension',
};

/** The route id a blocking reason sends to; undefined for a reason the spec does not map. */
export const blockingRoute = (reason: number | undefined): string | undefined => (reason === undefined ? undefined : BLOCKING_REASON_ROUTES[reason]);

/**
 * Where a redirect check sends the page, if anywhere: only an answer with `redirect` and a path on this site
 * (or an absolute URL of `origin`) is followed, never the page itself, and never to an address this chain of
 * redirects already went to (`seen`: the second redirect to the same address is refused, GUARD-042).
 */
export function redirectCheckTarget(answer: RedirectLight | undefined, current: URL, seen: ReadonlySet<string> = new Set()): string | undefined {
  if (!answer?.redirect || !answer.url) return undefined;
  let path: string | undefined;
  try {
    const target = new URL(answer.url, current.origin);
    path = target.origin === current.origin ? safeReturnPath(`${target.pathname}${target.search}${target.hash}`) : undefined;
  } catch {
    path = undefined;
  }
  if (!path) return undefined;
  if (path === `${current.pathname}${current.search}` || seen.has(path)) {
    // spec: S2 §8, a cyclic redirect is logged only; the page the player asked for is shown (ERR-015).
    console.warn('cyclic redirect refused', path);
    return undefined;
  }
  return path;
}
