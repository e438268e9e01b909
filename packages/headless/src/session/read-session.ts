import { jwtDecode } from 'jwt-decode';

/** What the guards need to know of the player before the session call answers. */
export interface SessionSnapshot {
  isSignedIn: boolean;
  userId?: string;
  /** Banned if above 0 (spec: S2 §4). */
  banLevel: number;
  /** The token's `ban_version`; 1 is "banned level 1", which moves the deduce threshold to 53 (GUARD-027). */
  banVersion?: number;
}

export const VISITOR: SessionSnapshot = { isSignedIn: false, banLevel: 0 };

/**
 * Reads the `user_token` cookie: a token counts only if it has an expiry claim and now is before it
 * (spec: S2 §4 "Token"). The signature is the back end's to check; a forged token only unlocks pages
 * whose data calls the back end refuses.
 */
export function readSession(cookies: Record<string, string>, nowMs = Date.now()): SessionSnapshot {
  const token = cookies.user_token;
  if (!token) return VISITOR;
  try {
    const claims = jwtDecode<{ exp?: number; sub?: string; ban_level?: number; ban_version?: number }>(token);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return VISITOR;
    const session: SessionSnapshot = { isSignedIn: true, userId: claims.sub, banLevel: typeof claims.ban_level === 'number' ? claims.ban_level : 0 };
    if (typeof claims.ban_version === 'number') session.banVersion = claims.ban_version;
    return session;
  } catch {
    return VISITOR;
  }
}
