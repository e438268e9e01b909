import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { decodeJwtPayload, getTokenExpiry, isTokenValid } from '@bf/api-client/web-api/session';
import { jwt } from '../testing/fake-api.ts';
import { createTokenRefresher } from './token.ts';

describe('token validity', () => {
  it('decodes a JWT payload from base64url JSON, including non-ASCII claims', () => {
    expect(decodeJwtPayload(jwt({ sub: 'игрок', exp: 10 }))).toEqual({ sub: 'игрок', exp: 10 });
    expect(decodeJwtPayload('no-dots')).toBeUndefined();
    expect(decodeJwtPayload('a.%%%.c')).toBeUndefined();
    expect(decodeJwtPayload(`a.${Buffer.from('[1,2]').toString('base64url')}.c`)).toBeUndefined();
  });

  it('is valid only with an exp claim and only before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e9 }), fc.integer({ min: 0, max: 4e12 }), (exp, now) => {
        expect(isTokenValid(jwt({ exp }), now)).toBe(now < exp * 1000);
        expect(getTokenExpiry(jwt({ exp }))).toBe(exp * 1000);
      }),
    );
    expect(isTokenValid(jwt({ sub: 'x' }), 0)).toBe(false);
    expect(isTokenValid(jwt({ exp: '9999999999' }), 0)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
  });

  it('never takes an arbitrary string for a valid token', () => {
    fc.assert(fc.property(fc.string(), (garbage) => !isTokenValid(garbage, 0)));
  });
});

describe('token refresher', () => {
  it('shares one refresh for 60 s and drops it after', async () => {
    let now = 0;
    const fetchToken = vi.fn(async () => jwt({ exp: 1e9, n: fetchToken.mock.calls.length }));
    const refresher = createTokenRefresher({ fetchToken, now: () => now });
    const first = await Promise.all([refresher.refresh(), refresher.refresh(), refresher.refresh()]);
    now = 59_999;
    await refresher.refresh();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    now = 60_000;
    const later = await refresher.refresh();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(new Set(first).size).toBe(1);
    expect(later).not.toBe(first[0]);
  });

  it('starts a new refresh when the shared token is the one the server just refused', async () => {
    const fetchToken = vi.fn(async () => jwt({ exp: 4e9, n: fetchToken.mock.calls.length }));
    const refresher = createTokenRefresher({ fetchToken });
    const token = await refresher.refresh();
    expect(await refresher.refresh(token)).not.toBe(token);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('lets a request sent after a failed refresh try again', async () => {
    const fetchToken = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(jwt({ exp: 4e9 }));
    const refresher = createTokenRefresher({ fetchToken, onTokenRefreshFailed: () => {} });
    const sentBefore = refresher.generation();
    await expect(refresher.refresh(undefined, sentBefore)).rejects.toThrow('down');
    await expect(refresher.refresh(undefined, sentBefore)).rejects.toThrow('down');
    await expect(refresher.refresh(undefined, refresher.generation())).resolves.toBeTypeOf('string');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('logs a failed token fetch once, however many requests waited on it, and nothing for a success (SESSION-015)', async () => {
    const failure = new Error('down');
    const fetchToken = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(jwt({ exp: 4e9 }));
    const onTokenRefreshFailed = vi.fn();
    const refresher = createTokenRefresher({ fetchToken, onTokenRefreshFailed });
    const sent = refresher.generation();
    const waiting = Array.from({ length: 5 }, () => refresher.refresh(undefined, sent));
    await Promise.allSettled(waiting);
    expect(onTokenRefreshFailed).toHaveBeenCalledExactlyOnceWith(failure);
    await refresher.refresh(undefined, refresher.generation());
    expect(onTokenRefreshFailed).toHaveBeenCalledOnce();
  });

  it('logs to the console by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refresher = createTokenRefresher({ fetchToken: () => Promise.reject(new Error('down')) });
    await expect(refresher.refresh(undefined, refresher.generation())).rejects.toThrow('down');
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith('token fetch failed', expect.any(Error));
    error.mockRestore();
  });
});
