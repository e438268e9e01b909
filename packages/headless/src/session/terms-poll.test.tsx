// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createSessionHarness, fakeFetch, TEST_SHELL_AUTH, testToken, type FakeHandler } from './session-test-kit.tsx';
import { clearSessionCookies, writeUserTokenCookie } from './token-cookie.ts';
import { TERMS_EXEMPT_ROUTES, TERMS_POLL_MS } from './session-rules.ts';

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const changed: FakeHandler = () => ({ body: { result: true, updatedAt: '2026-01-15T00:00:00.000Z', rules: [] } });
const unchanged: FakeHandler = () => ({ body: { result: false, updatedAt: '2026-01-15T00:00:00.000Z' } });

async function mount({ polling, status, path = '/en/news', routeId = 'news', routePath = 'news' }: { polling: boolean; status: FakeHandler; path?: string; routeId?: string; routePath?: string }) {
  writeUserTokenCookie(testToken({ sub: '4', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const api = fakeFetch({
    'GET /web-api/session': () => ({ text: 'OK' }),
    'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 4 } }),
    'GET /web-api/user/v1/config': () => ({ body: { result: { user_name: 'p' }, error: null } }),
    [`GET ${STATUS}`]: status,
  });
  const harness = await createSessionHarness(<p data-testid="page">page</p>, { path, routeId, routePath, fetch: api.fetch, isSignedIn: true, shell: { auth: { ...TEST_SHELL_AUTH, isTermsPolling: polling } } });
  await act(async () => void render(harness.element));
  return { api, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('terms poll (TERMS-002, TERMS-003, TERMS-005)', () => {
  it('asks nothing when the config leaves it off (when on, it asks at start and every 60 s)', async () => {
    expect(TERMS_POLL_MS).toBe(60_000);
    const { api, location } = await mount({ polling: false, status: changed });
    // Long enough for a call whose code loads with it to have left (the "on" case below asks at start).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET', STATUS)).toHaveLength(0);
    expect(location()).toBe('/en/news');
  });

  it('sends a signed-in player whose terms changed to confirm-terms, remembering the page', async () => {
    const { api, location } = await mount({ polling: true, status: changed });
    await waitFor(() => expect(location()).toBe('/en/confirm?returnUrl=%2Fen%2Fnews'));
    expect(api.callsTo('GET', STATUS)).toHaveLength(1);
  });

  it('leaves the player where they are when the terms did not change, or on an exempt page', async () => {
    const same = await mount({ polling: true, status: unchanged });
    await waitFor(() => expect(same.api.callsTo('GET', STATUS)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(same.location()).toBe('/en/news');
    cleanup();

    expect(TERMS_EXEMPT_ROUTES.has('rules')).toBe(true);
    const rules = await mount({ polling: true, status: changed, path: '/en/rules/general', routeId: 'rules', routePath: 'rules/:ruleGroup/:chapter?' });
    await waitFor(() => expect(rules.api.callsTo('GET', STATUS)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rules.location()).toBe('/en/rules/general');
  });
});
