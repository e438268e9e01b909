import { describe, expect, it } from 'vitest';
import { readAuthEnv } from './auth-env.ts';
import { testClock } from './auth-test-kit.ts';
import { generateLogin, generatePassword } from './credentials.ts';
import { ExpiringSet } from './expiring-set.ts';
import { readSocialToken } from './social.ts';
import { createTokenService } from './tokens.ts';
import { deviceFlags } from './user-config.ts';
import { newPassword } from './auth-schemas.ts';

describe('generated credentials', () => {
  it('makes nine-digit logins and passwords that meet the password rule', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generateLogin()).toMatch(/^[1-9]\d{8}$/);
      const password = generatePassword();
      expect(newPassword.safeParse(password).success, password).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });
});

describe('createTokenService', () => {
  it('makes a random key when no secret is set, so another instance cannot read its tokens', async () => {
    const clock = testClock();
    const a = createTokenService(undefined, clock.now);
    const b = createTokenService(undefined, clock.now);
    const token = await a.signSession({ userId: 1, sessionId: 's', banLevel: 0, exp: Math.floor(clock.now().getTime() / 1000) + 60 });
    expect(await a.verifySession(token)).toMatchObject({ userId: 1, sessionId: 's' });
    expect(await b.verifySession(token)).toBeNull();
  });

  it('keeps session tokens and two-step tickets apart', async () => {
    const clock = testClock();
    const tokens = createTokenService('x'.repeat(32), clock.now);
    const ticket = await tokens.signTwoStep({ userId: 3, remember: true });
    expect(await tokens.verifyTwoStep(ticket)).toMatchObject({ userId: 3, remember: true });
    expect(await tokens.verifySession(ticket)).toBeNull();
    const session = await tokens.signSession({ userId: 3, sessionId: 's', banLevel: 0, exp: Math.floor(clock.now().getTime() / 1000) + 60 });
    expect(await tokens.verifyTwoStep(session)).toBeNull();
    expect(await tokens.verifySession('x'.repeat(5000))).toBeNull();
  });
});

describe('readAuthEnv', () => {
  it('reads the auth variables and refuses a short token secret', () => {
    expect(readAuthEnv({ API_TOKEN_SECRET: 's'.repeat(32), GOOGLE_ONE_TAP_CLIENT_ID: 'id', API_TRUST_PROXY: '1', NODE_ENV: 'production' })).toEqual({
      tokenSecret: 's'.repeat(32),
      googleOneTapClientId: 'id',
      trustProxy: true,
      logSmsCodes: false,
      // The demo mailbox is off in production unless switched on.
      demoMailbox: false,
    });
    expect(readAuthEnv({ API_TOKEN_SECRET: '', NODE_ENV: 'development' })).toMatchObject({ tokenSecret: undefined, trustProxy: false, logSmsCodes: true, demoMailbox: true });
    expect(readAuthEnv({ NODE_ENV: 'production', API_DEMO_MAILBOX: '1' }).demoMailbox).toBe(true);
    expect(readAuthEnv({ NODE_ENV: 'development', API_DEMO_MAILBOX: '0' }).demoMailbox).toBe(false);
    expect(() => readAuthEnv({ API_TOKEN_SECRET: 'short' })).toThrow(/API_TOKEN_SECRET/);
  });
});

describe('ExpiringSet', () => {
  it('remembers keys until their expiry and stays within its size', () => {
    const clock = testClock();
    const set = new ExpiringSet(clock.now, 3);
    const at = clock.now().getTime();
    for (const key of ['a', 'b', 'c', 'd']) set.add(key, at + 1000);
    expect(set.size).toBe(3);
    expect(set.has('a')).toBe(false);
    expect(set.has('d')).toBe(true);
    clock.advance(1000);
    expect(set.has('d')).toBe(false);
    set.add('e', clock.now().getTime() + 1000);
    expect(set.size).toBe(1);
  });
});

describe('readSocialToken', () => {
  it('accepts demo tokens of the named provider only', () => {
    expect(readSocialToken('vk', 'demo:vk:12345')).toBe('12345');
    expect(readSocialToken('vk', 'demo:google:12345')).toBeNull();
    expect(readSocialToken('vk', 'demo:vk:')).toBeNull();
    expect(readSocialToken('vk', 'demo:vk:a b')).toBeNull();
  });
});

describe('deviceFlags', () => {
  it('tells phones, tablets and desktops and their systems apart', () => {
    expect(deviceFlags('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36')).toMatchObject({ mobile: true, android: true, tablet: false });
    expect(deviceFlags('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Safari/537.36')).toMatchObject({ tablet: true, mobile: false });
    expect(deviceFlags('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toMatchObject({ tablet: true, ios: true, mac: false });
    expect(deviceFlags('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toMatchObject({ desktop: true, windows: true });
    expect(deviceFlags('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toMatchObject({ desktop: true, mac: true });
  });
});
