import { describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS, analyticsVendorOrigins, contentSecurityPolicy, createNonce } from './security-headers.ts';
import { isApiPath } from './api-paths.ts';

describe('security headers', () => {
  it('gives each response a fresh, unguessable nonce', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(createNonce()).not.toBe(a);
  });

  it('never repeats a nonce, also across refills of its random pool', () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('allows only this origin and the nonce to run scripts, and forbids plugins, base and foreign framing', () => {
    const csp = contentSecurityPolicy('abc');
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the operator\'s analytics vendors serve scripts, pixels and beacons: https origins only, nothing else widened', () => {
    const origins = analyticsVendorOrigins(' https://www.tags.example/gtm.js?id=1, http://plain.example, *, https://px.example:8443 ,javascript:alert(1),"https://x.example"');
    expect(origins).toEqual(['https://www.tags.example', 'https://px.example:8443']);
    const csp = contentSecurityPolicy('abc', undefined, origins);
    expect(csp).toContain("script-src 'self' https://www.tags.example https://px.example:8443 'nonce-abc'");
    expect(csp).toContain("img-src 'self' https://www.tags.example https://px.example:8443 data:");
    expect(csp).toContain("connect-src 'self' https://www.tags.example https://px.example:8443");
    expect(analyticsVendorOrigins(undefined)).toEqual([]);
  });

  it('sends nosniff and a referrer policy', () => {
    expect(BASE_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(BASE_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('isApiPath', () => {
  it('routes the spec services to the API and pages to the renderers', () => {
    expect(isApiPath('/bff-api/config/all.json')).toBe(true);
    expect(isApiPath('/web-api/session')).toBe(true);
    expect(isApiPath('/limit-service-api/api/external/web/v3/limits')).toBe(true);
    expect(isApiPath('/en/web-api')).toBe(false);
    expect(isApiPath('/web-apiary')).toBe(false);
    expect(isApiPath('/en')).toBe(false);
  });
});
