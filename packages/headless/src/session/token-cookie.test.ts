// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, readUserToken, tokenCookieMaxAge, tokenExpiryMs, writeUserTokenCookie, readSession } from '@bf/headless/session';
import { readRequestCookies } from '@bf/headless/env';
import { testToken } from './session-test-kit.tsx';

afterEach(() => clearSessionCookies());

describe('user_token cookie (SESSION-016, SESSION-022)', () => {
  it('lives until the token expires', () => {
    const token = testToken({ sub: '1', exp: 2_000 });
    expect(tokenExpiryMs(token)).toBe(2_000_000);
    expect(tokenCookieMaxAge(token, 1_000_000)).toBe(1_000);
  });

  it('is not stored for a token without an expiry or an expired one', () => {
    expect(tokenCookieMaxAge(testToken({ sub: '1' }), 0)).toBe(0);
    expect(tokenCookieMaxAge(testToken({ sub: '1', exp: 10 }), 20_000)).toBe(0);
    expect(tokenCookieMaxAge('not a jwt', 0)).toBe(0);
    writeUserTokenCookie(testToken({ sub: '1' }));
    expect(readUserToken()).toBeUndefined();
  });

  it('is written, read through the environment module and removed at logout', () => {
    const token = testToken({ sub: '42', exp: Math.floor(Date.now() / 1000) + 3600, ban_level: 45 });
    writeUserTokenCookie(token);
    expect(readUserToken()).toBe(token);
    expect(readSession(readRequestCookies())).toEqual({ isSignedIn: true, userId: '42', banLevel: 45 });
    clearSessionCookies();
    expect(readUserToken()).toBeUndefined();
    expect(readSession(readRequestCookies()).isSignedIn).toBe(false);
  });
});
