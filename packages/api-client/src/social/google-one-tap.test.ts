import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createGoogleOneTapApi, GOOGLE_ONE_TAP_PATH, googleOneTapKeys } from '@bf/api-client/social/google-one-tap';
import { entriesOf, fakeFetch, json, type RecordedCall } from '../testing/fake-api.ts';

const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  return { api: createGoogleOneTapApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};
const form = { credential: 'google-jwt', language: 'en', currency: 'EUR', countryId: 66 };

describe('Google One Tap service', () => {
  it('reads the client id', async () => {
    const { api, calls } = setup(() => json({ clientId: 'abc.apps.googleusercontent.com' }));
    await expect(api.getClientId()).resolves.toBe('abc.apps.googleusercontent.com');
    expect(calls[0]?.url).toBe(`${GOOGLE_ONE_TAP_PATH}/clientId`);
  });

  it('posts credential, language, currency and countryId as multipart and returns the redirect URL', async () => {
    const { api, calls } = setup(() => json({ redirectUrl: '/en/office/account' }));
    await expect(api.signIn(form)).resolves.toBe('/en/office/account');
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(entriesOf(body as FormData)).toEqual({ credential: 'google-jwt', language: 'en', currency: 'EUR', countryId: '66' });
    expect(calls[0]).toMatchObject({ url: GOOGLE_ONE_TAP_PATH, method: 'POST' });
  });

  it('rejects malformed replies and redirect URLs the browser must not follow', async () => {
    await expect(setup(() => json({ clientId: '' })).api.getClientId()).rejects.toMatchObject({ statusCode: 502 });
    for (const redirectUrl of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 42]) {
      await expect(setup(() => json({ redirectUrl })).api.signIn(form)).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining(GOOGLE_ONE_TAP_PATH) });
    }
    await expect(setup(() => json({ redirectUrl: 'https://site.example/en' })).api.signIn(form)).resolves.toBe('https://site.example/en');
  });

  it('builds its SWR key next to the call', () => {
    expect(googleOneTapKeys.clientId()).toEqual(['social-api', 'google-one-tap', 'clientId']);
  });
});
