import { createHmac, timingSafeEqual } from 'node:crypto';

/** Secure data call (docs/decisions.md CALL-004). */
export const SECURE_DATA_PATH = '/web-api/secure-methods/v1/data';
/** A grant lasts as long as the client keeps its cookie: 1800 s (spec: S2 §9; SESSION-019). */
export const SECURE_GRANT_SECONDS = 1800;

/** The HMAC key of grants, kept apart from the token key it is derived from. */
export function grantKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('secure-grant').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A short-lived grant for one player: `{userId}.{expiry epoch s}.{HMAC}`. A payment or office back end checks
 * it with {@link verifyGrant} instead of asking for the session again.
 */
export function issueGrant(key: Buffer, userId: number, now: Date): string {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000) + SECURE_GRANT_SECONDS}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The player id of a grant we signed that has not expired, or null. */
export function verifyGrant(key: Buffer, grant: string, now: Date): number | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(grant);
  if (!match) return null;
  const [, userId, exp, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(key, `${userId}.${exp}`));
  if (!timingSafeEqual(expected, Buffer.from(mac)) || Number(exp) * 1000 <= now.getTime()) return null;
  return Number(userId);
}

/** ggru: the player's geo region, the upper-case country code of the account (e.g. RU). */
export const geoRegionOf = (country: string): string => country.toUpperCase();
