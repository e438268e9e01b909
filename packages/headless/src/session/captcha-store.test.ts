import { describe, expect, it, vi } from 'vitest';
import { CaptchaCancelled, createCaptchaStore } from '@bf/headless/session';
import type { CaptchaApi } from '@bf/api-client/captcha';

function fakeCaptchaApi(results: { success: boolean; type: number }[]) {
  let n = 0;
  const api = {
    update: vi.fn(async () => ({ challengeId: `c${++n}`, question: `What is ${n} + 1?` })),
    validate: vi.fn(async () => {
      const result = results.shift() ?? { success: true, type: 0 };
      return { ...result, time: 0, error_message: null, isLogoutUser: result.type === 2 };
    }),
    getTime: vi.fn(),
  };
  return api as unknown as CaptchaApi & typeof api;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('captcha challenge store (request hook solveCaptcha)', () => {
  it('opens with a challenge and resolves the waiting request with "<challengeId>:<answer>"', async () => {
    const api = fakeCaptchaApi([{ success: true, type: 0 }]);
    const onSolved = vi.fn();
    const store = createCaptchaStore({ api, onSolved });
    const answer = store.request(111);
    await flush();
    expect(store.state).toMatchObject({ isOpen: true, code: 111, challengeId: 'c1', question: 'What is 1 + 1?' });
    store.setAnswer(' 2 ');
    await store.submit();
    await expect(answer).resolves.toBe('c1:2');
    expect(onSolved).toHaveBeenCalledTimes(1);
    expect(store.state.isOpen).toBe(false);
  });

  it('asks for an answer before calling the service', async () => {
    const api = fakeCaptchaApi([]);
    const store = createCaptchaStore({ api });
    void store.request(111);
    await flush();
    await store.submit();
    expect(store.state.error).toBe('empty');
    expect(api.validate).not.toHaveBeenCalled();
  });

  it('a wrong answer loads a new question and says so', async () => {
    const api = fakeCaptchaApi([{ success: false, type: 1 }, { success: true, type: 0 }]);
    const onFailed = vi.fn();
    const store = createCaptchaStore({ api, onFailed });
    const answer = store.request(112);
    await flush();
    store.setAnswer('5');
    await store.submit();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(store.state).toMatchObject({ isOpen: true, error: 'wrong', challengeId: 'c2', answer: '' });
    store.setAnswer('3');
    await store.submit();
    await expect(answer).resolves.toBe('c2:3');
  });

  it('closing it rejects the waiting request', async () => {
    const store = createCaptchaStore({ api: fakeCaptchaApi([]) });
    const answer = store.request(111);
    store.cancel();
    await expect(answer).rejects.toBeInstanceOf(CaptchaCancelled);
    expect(store.state.isOpen).toBe(false);
  });

  it('shares one challenge between requests that wait at the same time', async () => {
    const store = createCaptchaStore({ api: fakeCaptchaApi([{ success: true, type: 0 }]) });
    const a = store.request(111);
    const b = store.request(113);
    expect(a).toBe(b);
  });

  it('validation type 2 signs the player out (isLogoutUser)', async () => {
    const onLogoutUser = vi.fn();
    const store = createCaptchaStore({ api: fakeCaptchaApi([{ success: false, type: 2 }]), onLogoutUser });
    const answer = store.request(111);
    await flush();
    store.setAnswer('1');
    await store.submit();
    await expect(answer).rejects.toBeInstanceOf(CaptchaCancelled);
    expect(onLogoutUser).toHaveBeenCalledTimes(1);
  });
});
