// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { confirmTermsHref, useConfirmTerms, type ConfirmTermsState } from '@bf/headless/auth';
import { clearSessionCookies } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, testToken, type FakeHandler } from '../session/session-test-kit.tsx';
import { writeUserTokenCookie } from '../session/token-cookie.ts';

let page: ConfirmTermsState;
function Probe() {
  page = useConfirmTerms();
  return <p data-testid="phase">{page.phase}</p>;
}

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const CONFIRM = '/web-api/api-v3/v2/user/agreement-rules/confirm';
const changed: FakeHandler = () => ({ body: { result: true, updatedAt: '2026-01-15T00:00:00.000Z', rules: [{ position: 1, link: '/rules/general', tags: ['changed'], subRules: [] }, { position: 2, link: '/rules/privacy', tags: ['new'] }] } });

async function mount(routes: Record<string, FakeHandler>, path = '/en/confirm?returnUrl=%2Fen%2Foffice%2Fhistory') {
  writeUserTokenCookie(testToken({ sub: '9', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const api = fakeFetch({ 'GET /web-api/user/v1/config': () => ({ body: { result: { user_name: 'p' }, error: null } }), 'GET /web-api/session': () => ({ text: 'OK' }), 'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 1 } }), ...routes });
  const harness = await createSessionHarness(<Probe />, { path, routeId: 'confirm-terms', routePath: 'confirm', fetch: api.fetch });
  await act(async () => void render(harness.element));
  return { api, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('useConfirmTerms (TERMS-001, TERMS-004, TERMS-006, TERMS-007)', () => {
  it('lists the changed terms documents by title, new or changed, linked to their pages in the language (never "Changed rule 1")', async () => {
    await mount({ [`GET ${STATUS}`]: () => ({ body: { result: true, updatedAt: '2026-01-15T00:00:00.000Z', rules: [
      { position: 1, link: '/rules/general', tags: ['changed'], subRules: [] },
      { position: 2, link: '/rules/betting', tags: ['changed'], subRules: [] },
      { position: 3, link: '/rules/privacy', tags: ['new'], subRules: [] },
      { position: 4, link: '/rules/bonus', tags: [], subRules: [] },
    ] } }) });
    await waitFor(() => expect(page.phase).toBe('ready'));
    expect(page.rules).toEqual([
      { label: 'General terms and conditions (changed)', href: '/en/rules/general', isNew: false },
      { label: 'Betting rules (changed)', href: '/en/rules/betting', isNew: false },
      { label: 'Privacy policy (new)', href: '/en/rules/privacy', isNew: true },
      { label: 'Terms document 4 (changed)', href: '/en/rules/bonus', isNew: false },
    ]);
  });

  it('shows the changed rules as links, then accepting records the terms and goes back to the page', async () => {
    const { api, location } = await mount({ [`GET ${STATUS}`]: changed, [`POST ${CONFIRM}`]: () => ({ body: { result: true, updatedAt: '2026-01-15T00:00:00.000Z' } }) });
    await waitFor(() => expect(page.phase).toBe('ready'));
    expect(page.rules).toEqual([
      { label: 'General terms and conditions (changed)', href: '/en/rules/general', isNew: false },
      { label: 'Privacy policy (new)', href: '/en/rules/privacy', isNew: true },
    ]);
    expect(page.rulesLink).toEqual({ label: 'Read the rules', href: '/en/rules/general' });
    expect(page.logoutLabel).toBe('Log out');

    await act(async () => page.accept());
    expect(api.callsTo('POST', CONFIRM)[0]!.body).toEqual({ updatedAt: '2026-01-15T00:00:00.000Z' });
    await waitFor(() => expect(location()).toBe('/en/office/history'));
  });

  it('unchanged terms send the player to the root', async () => {
    const { location } = await mount({ [`GET ${STATUS}`]: () => ({ body: { result: false, updatedAt: '2026-01-15T00:00:00.000Z' } }) });
    await waitFor(() => expect(location()).toBe('/en'));
  });

  it('a failed accept shows the confirm-terms error and stays, ready to try again', async () => {
    const { location } = await mount({ [`GET ${STATUS}`]: changed, [`POST ${CONFIRM}`]: () => ({ status: 500, body: { errors: [{ code: 'internal_error', detail: 'Internal server error' }] } }) });
    await waitFor(() => expect(page.phase).toBe('ready'));
    await act(async () => page.accept());
    expect(page.error).toBe('We could not save your acceptance of the terms. Please try again.');
    expect(page.phase).toBe('ready');
    expect(location()).toBe('/en/confirm?returnUrl=%2Fen%2Foffice%2Fhistory');
  });

  it('a foreign return URL is never followed after accepting', async () => {
    const { location } = await mount({ [`GET ${STATUS}`]: changed, [`POST ${CONFIRM}`]: () => ({ body: { result: true } }) }, '/en/confirm?returnUrl=%2F%2Fevil.example');
    await waitFor(() => expect(page.phase).toBe('ready'));
    await act(async () => page.accept());
    await waitFor(() => expect(location()).toBe('/en'));
  });
});

describe('confirmTermsHref', () => {
  it('keeps the page the player was on, but not the confirm page itself nor a foreign address', () => {
    expect(confirmTermsHref('de', '/de/office/history?tab=2')).toBe('/de/confirm?returnUrl=%2Fde%2Foffice%2Fhistory%3Ftab%3D2');
    expect(confirmTermsHref('en', '/en/confirm')).toBe('/en/confirm');
    expect(confirmTermsHref('en', '//evil.example')).toBe('/en/confirm');
    expect(confirmTermsHref('en', undefined)).toBe('/en/confirm');
  });
});
