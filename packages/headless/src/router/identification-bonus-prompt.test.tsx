// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createSessionHarness, fakeFetch, testToken } from '../session/session-test-kit.tsx';
import { clearSessionCookies, writeUserTokenCookie } from '../session/token-cookie.ts';
import { IdentificationBonusPrompt } from './identification-check.tsx';

async function mount(result: Record<string, unknown>, isIdentificationAvailable = true) {
  writeUserTokenCookie(testToken({ sub: '4', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const api = fakeFetch({
    'GET /web-api/session': () => ({ text: 'OK' }),
    'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 4 } }),
    'GET /web-api/user/v1/config': () => ({ body: { result, error: null } }),
  });
  const page = (
    <>
      <IdentificationBonusPrompt lng="en" config={{ isIdentificationAvailable }} />
      <p>news</p>
    </>
  );
  const harness = await createSessionHarness(page, { path: '/en/news', routeId: 'news', routePath: 'news', fetch: api.fetch, isSignedIn: true });
  await act(async () => void render(harness.element));
  return { api, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('IdentificationBonusPrompt (GUARD-044)', () => {
  it('routes a player with the identification bonus who needs identification to the identification page', async () => {
    const { location } = await mount({ user_name: 'p', is_identification_bonus: true, is_need_identification: true });
    await waitFor(() => expect(location()).toBe('/en/office/identification'));
  });

  it('leaves the player where they are once identified, without the bonus, or when the site has no identification page', async () => {
    for (const [result, available] of [
      [{ user_name: 'p', is_identification_bonus: true, is_need_identification: false }, true],
      [{ user_name: 'p', is_need_identification: true }, true],
      [{ user_name: 'p', is_identification_bonus: true, is_need_identification: true }, false],
    ] as const) {
      const { api, location } = await mount(result, available);
      await waitFor(() => expect(api.callsTo('GET', '/web-api/user/v1/config').length).toBe(1));
      await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
      expect(location(), JSON.stringify(result)).toBe('/en/news');
      cleanup();
    }
  });
});
