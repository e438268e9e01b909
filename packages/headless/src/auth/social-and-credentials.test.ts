import { describe, expect, it } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import { CaptchaCancelled } from '@bf/headless/session';
import {
  DEFAULT_SOCIAL_PROVIDERS,
  SOCIAL_NETWORKS,
  authErrorKey,
  authErrorMessage,
  canUseSocialCredential,
  credentialsFileName,
  credentialsLines,
  credentialsMailto,
  demoSocialId,
  demoSocialToken,
  enabledSocialProviders,
  smsResendSecondsLeft,
} from '@bf/headless/auth';
import { memoryStorage } from '../session/session-test-kit.tsx';

describe('social networks (AUTH-016, AUTH-020, AUTH-021)', () => {
  it('are the 16 networks of the spec', () => {
    expect(SOCIAL_NETWORKS).toEqual(['google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord']);
  });

  it('the config list switches networks on (known ones, once); none listed gives the defaults', () => {
    expect(enabledSocialProviders({ socialProviders: ['vk', 'nope', 'vk', 'apple'] })).toEqual(['vk', 'apple']);
    expect(enabledSocialProviders({ socialProviders: [] })).toEqual([]);
    expect(enabledSocialProviders({})).toEqual(DEFAULT_SOCIAL_PROVIDERS);
  });

  it('a credential is used only for an enabled network and a visitor', () => {
    expect(canUseSocialCredential('google', ['google'], false)).toBe(true);
    expect(canUseSocialCredential('google', ['google'], true)).toBe(false);
    expect(canUseSocialCredential('vk', ['google'], false)).toBe(false);
    expect(canUseSocialCredential('myspace', ['myspace'], false)).toBe(false);
  });

  it('makes the reference API demo token from one id kept per browser', () => {
    const storage = memoryStorage();
    const id = demoSocialId(storage, () => 'abc-123');
    expect(demoSocialId(storage, () => 'other')).toBe(id);
    expect(demoSocialToken('google', id)).toBe('demo:google:abc-123');
  });
});

describe('saving the new credentials (AUTH-025 to AUTH-027)', () => {
  const texts = { title: 'BetFront account', loginLabel: 'Login', passwordLabel: 'Password', site: 'https://bet.example' };

  it('writes the same lines to the file, the picture and the e-mail', () => {
    expect(credentialsLines({ login: '123456789', password: 'Ab3defgh' }, texts)).toEqual(['BetFront account', 'Login: 123456789', 'Password: Ab3defgh', 'https://bet.example']);
    expect(credentialsFileName('BetFront', 'txt')).toBe('betfront-account.txt');
    expect(credentialsFileName('!!!', 'png')).toBe('account-account.png');
  });

  it('opens the e-mail program with the lines', () => {
    const link = credentialsMailto('me@example.test', 'BetFront account', ['a b', 'c']);
    expect(link).toBe('mailto:me@example.test?subject=BetFront%20account&body=a%20b%0Ac');
  });
});

describe('form messages', () => {
  it('reads the server code, captcha, network and unknown errors', () => {
    expect(authErrorMessage(new ApiError('Wrong login or password', 400, [{ code: 'invalid_credentials', detail: 'Wrong login or password' }]))).toEqual({ code: 'invalid_credentials', detail: 'Wrong login or password' });
    expect(authErrorMessage(new ApiError('x', 400, [{ code: 111, detail: 'Solve the captcha' }])).code).toBe('captcha');
    expect(authErrorMessage(new ApiError('x', 400, [], { cause: new CaptchaCancelled() })).code).toBe('captcha');
    expect(authErrorMessage(new ApiError('Failed to fetch', 0)).code).toBe('network');
    expect(authErrorMessage(new Error('?')).code).toBe('unknown');
    expect(authErrorKey({ code: 'too_many_attempts' })).toBe('errors.too_many_attempts');
    expect(authErrorKey({ code: 'something_new', detail: 'Server text' })).toBeUndefined();
  });

  it('counts down the SMS resend', () => {
    expect(smsResendSecondsLeft(null, 0)).toBe(0);
    expect(smsResendSecondsLeft(0, 0)).toBe(60);
    expect(smsResendSecondsLeft(0, 59_001)).toBe(1);
    expect(smsResendSecondsLeft(0, 60_000)).toBe(0);
  });
});
