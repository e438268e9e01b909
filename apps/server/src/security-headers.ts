import { randomBytes } from 'node:crypto';

// Random bytes drawn 4 KiB at a time: one call into the system's generator per 256 nonces instead of one each.
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let offset = 0;

/** A fresh nonce per response (128 random bits, never reused): only scripts the server wrote run. */
export function createNonce(): string {
  if (offset + 16 > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString('base64url', offset, offset + 16);
  offset += 16;
  return nonce;
}

/**
 * The origins of the operator's analytics vendors (env `ANALYTICS_VENDOR_ORIGINS`, comma separated): only https origins
 * are kept, each reduced to its origin, so a path, a wildcard or a quote cannot widen the policy.
 */
export function analyticsVendorOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const part of (value ?? '').split(',')) {
    try {
      const url = new URL(part.trim());
      if (url.protocol === 'https:' && url.hostname) origins.add(url.origin);
    } catch {
      // Not a URL: left out.
    }
  }
  return [...origins];
}

/**
 * The page's Content-Security-Policy: scripts only from this origin with the nonce, no plugins,
 * no <base> tricks, framing only by this origin. The analytics vendors' origins, when the operator names any, may
 * serve scripts, pixels and beacons (they load only after marketing consent: ANLT-001).
 */
export function contentSecurityPolicy(nonce: string, assetOrigin?: string, vendorOrigins: readonly string[] = []): string {
  const assets = assetOrigin ? ` ${assetOrigin}` : '';
  const vendors = vendorOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${vendors} 'nonce-${nonce}'`,
    // The nonce admits the one <style> the server writes: the operator's brand variables.
    // The partner stylesheet and icon set may come from the operator's CDN (CONST-011).
    `style-src 'self'${assets} 'nonce-${nonce}'`,
    `img-src 'self'${assets}${vendors} data:`,
    "font-src 'self'",
    `connect-src 'self'${vendors}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
