import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { captchaKeys, createCaptchaApi } from '@bf/api-client/captcha';
import { fakeFetch, json, jsonApiError, type RecordedCall } from '../testing/fake-api.ts';

const setup = (handler: (call: RecordedCall) => Response, solveCaptcha = vi.fn(async () => 'x')) => {
  const fake = fakeFetch(handler);
  return { api: createCaptchaApi(createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { solveCaptcha } })), solveCaptcha, ...fake };
};

describe('captcha service', () => {
  it('validates with POST /captcha-api/validate and reads success, type, time, error_message', async () => {
    const { api, calls } = setup(() => json({ success: true, type: 1, time: 30, error_message: null }));
    await expect(api.validate({ challengeId: 'c1', answer: 'abc' })).resolves.toEqual({ success: true, type: 1, time: 30, error_message: null, isLogoutUser: false });
    expect(calls[0]).toMatchObject({ url: '/captcha-api/validate', method: 'POST', body: '{"challengeId":"c1","answer":"abc"}' });
  });

  it('says isLogoutUser when type is 2', async () => {
    const { api } = setup(() => json({ success: false, type: 2, time: null, error_message: 'Too many tries' }));
    await expect(api.validate({ challengeId: 'c1', answer: 'abc' })).resolves.toMatchObject({ isLogoutUser: true, error_message: 'Too many tries' });
  });

  it('gets a new challenge from GET /update and the time from GET /gettime', async () => {
    const { api, calls } = setup((call) => (call.path.endsWith('/update') ? json({ challengeId: 'c1', question: 'What is 2 + 3?', extra: 1 }) : json({ time: 1700000000 })));
    await expect(api.update()).resolves.toEqual({ challengeId: 'c1', question: 'What is 2 + 3?', extra: 1 });
    await expect(api.getTime()).resolves.toEqual({ time: 1700000000 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /captcha-api/update', 'GET /captcha-api/gettime']);
  });

  it('rejects malformed replies with a clear ApiError', async () => {
    await expect(setup(() => json({ success: true })).api.validate({ challengeId: 'c1', answer: 'a' })).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('/captcha-api/validate') });
    await expect(setup(() => json('image')).api.update()).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({ time: 'now' })).api.getTime()).rejects.toMatchObject({ statusCode: 502 });
  });

  it('never opens a captcha for its own calls', async () => {
    const { api, solveCaptcha, calls } = setup(() => jsonApiError(400, 111, 'Captcha needed'));
    await expect(api.validate({ challengeId: 'c1', answer: 'a' })).rejects.toMatchObject({ statusCode: 400 });
    expect([solveCaptcha.mock.calls.length, calls.length]).toEqual([0, 1]);
  });

  it('builds its SWR keys next to the calls', () => {
    expect([captchaKeys.challenge(), captchaKeys.time()]).toEqual([['captcha', 'update'], ['captcha', 'gettime']]);
  });
});
